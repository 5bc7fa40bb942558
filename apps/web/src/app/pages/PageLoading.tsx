import { Flex, Spin } from 'antd';

/** Shown while a route's code or data loads. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 240, width: '100%' }}>
      <Spin size="large" />
    </Flex>
  );
}

/** The router's fallback during the first navigation. */
export function FullScreenLoading() {
  return <PageLoading fullScreen />;
}
