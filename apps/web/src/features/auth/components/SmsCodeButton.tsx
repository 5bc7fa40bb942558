import { SMS_RESEND_SECONDS } from '@mall/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { sendLoginSmsCode } from '../api/auth-api';
import { useCountdown } from '../hooks/use-countdown';

interface SmsCodeButtonProps {
  /** The mobile to send to, after its field validated; null when it is missing or invalid. */
  validMobile: () => Promise<string | null>;
}

/**
 * Sends a sign-in code: the button counts down 60 s from the click; a failed send resets the countdown
 * (the client's notification tells why).
 */
export function SmsCodeButton({ validMobile }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const { message } = feedback();
  const countdown = useCountdown(SMS_RESEND_SECONDS);
  const send = async () => {
    const mobile = await validMobile();
    if (!mobile) return;
    countdown.start();
    try {
      await sendLoginSmsCode(mobile);
      void message.success(t('login.smsSent'));
    } catch {
      countdown.reset();
    }
  };
  return (
    <Button disabled={countdown.left > 0} onClick={() => void send()} data-testid="sms-send">
      {countdown.left > 0 ? t('login.smsWait', { seconds: countdown.left }) : t('login.smsSend')}
    </Button>
  );
}
