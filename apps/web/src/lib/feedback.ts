import type { App } from 'antd';
import { message as staticMessage, notification as staticNotification } from 'antd';

/** antd's message and notification bound to the app's ConfigProvider (theme, locale). */
export type FeedbackApi = Pick<ReturnType<typeof App.useApp>, 'message' | 'notification'>;

const staticApi: FeedbackApi = { message: staticMessage, notification: staticNotification };
let boundApi: FeedbackApi | null = null;

/** Called once by the app's providers with the context-aware instances from `App.useApp()`. */
export function bindFeedback(api: FeedbackApi): void {
  boundApi = api;
}

/**
 * For code outside React components (the HTTP client, language switch). Components use `App.useApp()`.
 * Falls back to antd's static functions before the app is mounted (and in unit tests).
 */
export function feedback(): FeedbackApi {
  return boundApi ?? staticApi;
}
