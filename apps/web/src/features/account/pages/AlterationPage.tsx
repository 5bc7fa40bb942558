import { SMS_RESEND_SECONDS, usernameProblem } from '@mall/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { showFormError } from '../../../lib/form-errors';
import { feedback } from '../../../lib/feedback';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { accountApi } from '../api/account-api';
import { sharedRule, sixDigitRule } from '../form-rules';
import { useCountdown } from '../hooks/use-countdown';
import { NewPasswordFields } from '../components/NewPasswordFields';

/** The four steps of a forgotten password. */
const Step = { account: 0, code: 1, password: 2, done: 3 } as const;
type StepValue = (typeof Step)[keyof typeof Step];

/**
 * /user/alteration: name the account, prove the phone with an SMS code, set a new password, done. The
 * code's ticket allows one reset.
 */
export default function AlterationPage() {
  const { t } = useTranslation('account');
  const { message } = feedback();
  useDocumentTitle(t('alteration.title'));
  const [step, setStep] = useState<StepValue>(Step.account);
  const [username, setUsername] = useState('');
  const [maskedMobile, setMaskedMobile] = useState('');
  const [ticket, setTicket] = useState('');
  const countdown = useCountdown();
  const [accountForm] = Form.useForm<{ username: string }>();
  const [codeForm] = Form.useForm<{ smscode: string }>();
  const [passwordForm] = Form.useForm<{ password: string; confirmPassword: string }>();

  const check = useMutation({
    mutationFn: (name: string) => accountApi.alterationCheck(name),
    onSuccess: (result, name) => {
      setUsername(name);
      setMaskedMobile(result.mobile);
      countdown.reset();
      setStep(Step.code);
    },
    onError: (error) => showFormError(accountForm, error, 'username'),
  });
  const send = useMutation({
    mutationFn: () => accountApi.sendResetCode(username),
    onMutate: () => countdown.start(SMS_RESEND_SECONDS),
    onSuccess: (result) => {
      countdown.start(result.resendAfterSeconds || SMS_RESEND_SECONDS);
      void message.success(t('alteration.sent'));
    },
    onError: (error) => {
      countdown.reset();
      showFormError(codeForm, error);
    },
  });
  const verify = useMutation({
    mutationFn: (smscode: string) => accountApi.alterationVerify(username, smscode),
    onSuccess: (result) => {
      setTicket(result.ticket);
      setStep(Step.password);
    },
    onError: (error) => showFormError(codeForm, error, 'smscode'),
  });
  const reset = useMutation({
    mutationFn: (values: { password: string; confirmPassword: string }) =>
      accountApi.alterationReset(ticket, { next: values.password, confirm: values.confirmPassword }),
    onSuccess: () => setStep(Step.done),
    onError: (error) => showFormError(passwordForm, error),
  });

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
        {t('alteration.title')}
      </Typography.Title>
      <Steps
        current={step}
        size="small"
        responsive={false}
        items={[
          { title: t('alteration.stepAccount') },
          { title: t('alteration.stepCode') },
          { title: t('alteration.stepPassword') },
          { title: t('alteration.stepDone') },
        ]}
      />
      {step === Step.account && (
        <Form
          form={accountForm}
          layout="vertical"
          onFinish={(values) => check.mutate(values.username.trim())}
          data-testid="alteration-account"
        >
          <Form.Item
            name="username"
            label={t('field.username')}
            required
            rules={[sharedRule(t, usernameProblem, 'username')]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={check.isPending}>
            {t('alteration.next')}
          </Button>
        </Form>
      )}
      {step === Step.code && (
        <Form
          form={codeForm}
          layout="vertical"
          onFinish={(values) => verify.mutate(values.smscode)}
          data-testid="alteration-code"
        >
          <Typography.Paragraph data-testid="alteration-mobile">
            {t('alteration.sendTo', { mobile: maskedMobile })}
          </Typography.Paragraph>
          <Form.Item label={t('field.smscode')} required>
            <Flex gap="small">
              <Form.Item name="smscode" noStyle rules={[sixDigitRule(t)]}>
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  aria-label={t('field.smscode')}
                />
              </Form.Item>
              <Button
                onClick={() => send.mutate()}
                disabled={countdown.running}
                loading={send.isPending}
                data-testid="alteration-send"
              >
                {countdown.running
                  ? t('alteration.resend', { seconds: countdown.seconds })
                  : t('alteration.send')}
              </Button>
            </Flex>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={verify.isPending}>
            {t('alteration.next')}
          </Button>
        </Form>
      )}
      {step === Step.password && (
        <Form
          form={passwordForm}
          layout="vertical"
          onFinish={(values) => reset.mutate(values)}
          data-testid="alteration-password"
        >
          <NewPasswordFields confirmName="confirmPassword" label="newPassword" autoFocus />
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {t('alteration.submit')}
          </Button>
        </Form>
      )}
      {step === Step.done && (
        <Result
          status="success"
          title={<h3 style={{ margin: 0, fontSize: 18 }}>{t('alteration.doneTitle')}</h3>}
          subTitle={t('alteration.doneSubTitle')}
          extra={
            <Link
              to={`${AppPath.login}?username=${encodeURIComponent(username)}`}
              data-testid="alteration-sign-in"
            >
              {t('alteration.signIn')}
            </Link>
          }
        />
      )}
      {step !== Step.done && <Link to={AppPath.login}>{t('alteration.backToLogin')}</Link>}
    </Flex>
  );
}
