import type { RegisterResult, RejectedApplication } from '@mall/shared';
import { Button, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ApplicantProof } from '../api/account-api';
import { ApplicantProofForm } from '../components/ApplicantProofForm';
import { ResubmitForm } from '../components/ResubmitForm';
import { RESUBMIT_ACCOUNT_PARAM } from '../../../lib/resubmit-path';

type Step =
  | { kind: 'proof' }
  | { kind: 'edit'; proof: ApplicantProof; application: RejectedApplication }
  | { kind: 'done'; result: RegisterResult };

/**
 * /user/resubmit: a rejected applicant signs with a login name and the password, reads why the
 * application was rejected, corrects it with the registration's rules and sends it again for review.
 */
export default function ResubmitPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'proof' });
  useDocumentTitle(t('resubmit.title'));

  if (step.kind === 'done') {
    const signIn = `${AppPath.login}?username=${encodeURIComponent(step.result.username)}`;
    return (
      <Result
        status="success"
        title={<h2 style={{ margin: 0, fontSize: 20 }}>{t('resubmit.doneTitle')}</h2>}
        subTitle={t('resubmit.doneSubTitle', { username: step.result.username })}
        data-testid="resubmit-done"
        extra={
          <Button type="primary" onClick={() => void navigate(signIn, { replace: true })}>
            {t('resubmit.signIn')}
          </Button>
        }
      />
    );
  }

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
        {t('resubmit.title')}
      </Typography.Title>
      {step.kind === 'proof' ? (
        <ApplicantProofForm
          initialAccount={searchParams.get(RESUBMIT_ACCOUNT_PARAM) ?? ''}
          onProven={(proof, application) => setStep({ kind: 'edit', proof, application })}
        />
      ) : (
        <ResubmitForm
          proof={step.proof}
          application={step.application}
          onResubmitted={(result) => setStep({ kind: 'done', result })}
        />
      )}
      <Link to={AppPath.login} style={{ textDecoration: 'underline' }}>
        {t('resubmit.backToLogin')}
      </Link>
    </Flex>
  );
}
