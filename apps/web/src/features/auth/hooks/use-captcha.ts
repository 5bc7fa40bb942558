import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchCaptchaImage, fetchLoginSettings } from '../api/auth-api';

/** A fresh check key: the captcha code the server keeps is bound to it. */
export function newCheckKey(): string {
  return `${Date.now()}${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The captcha of the login form: asked only while the server checks one (its login settings say so);
 * `refresh` shows a new image under a new check key.
 */
export function useCaptcha() {
  const settings = useQuery({
    queryKey: ['auth', 'loginSettings'],
    queryFn: fetchLoginSettings,
    staleTime: Infinity,
  });
  const required = settings.data?.captchaRequired ?? false;
  const [checkKey, setCheckKey] = useState(newCheckKey);
  const image = useQuery({
    queryKey: ['auth', 'captcha', checkKey],
    queryFn: () => fetchCaptchaImage(checkKey),
    enabled: required,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const refresh = useCallback(() => setCheckKey(newCheckKey()), []);
  return { required, checkKey, image: image.data, loading: image.isFetching, refresh };
}
