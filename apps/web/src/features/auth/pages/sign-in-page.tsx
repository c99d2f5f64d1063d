import { Alert, Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type SignInInput, signInInputSchema } from '@songdee/shared/auth/auth.schema';
import { CURRENT_PAGE_STORAGE_KEY } from '@songdee/shared/constants/app.constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { landingPathFor, RETURN_URL_PARAM } from '../../../app/navigation/menus';
import { paths } from '../../../app/navigation/paths';
import { EmailInput, useAuthForm } from '../../../components/account/account-form';
import { AuthCard } from '../../../components/account/auth-card';
import { AlertIcon, CheckIcon, LockIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api-client';
import { readStorage } from '../../../lib/local-storage';
import { notifyError } from '../../../lib/notify';
import { useSignedInUser } from '../api/social-api';
import { useSignIn, useSignOut } from '../api/use-auth-mutations';
import { ACCOUNT_SITE_PATHS, type AccountSite } from '../components/account-site';
import { ResendConfirmation } from '../components/resend-confirmation';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';

/**
 * Messages the sign-in page shows from its `msg` parameter. Only these keys are honoured, so a crafted link
 * cannot put its own text on our sign-in page.
 */
const SIGN_IN_MESSAGES = {
  INVALID_CREDENTIALS: { key: 'errors:INVALID_CREDENTIALS', color: 'red' },
  formInvalid: { key: 'auth:signIn.formInvalid', color: 'red' },
  passwordReset: { key: 'account:passwordReset', color: 'teal' },
  emailConfirmed: { key: 'account:emailConfirmed', color: 'teal' },
  SOCIAL_SIGNIN_FAILED: { key: 'errors:SOCIAL_SIGNIN_FAILED', color: 'red' },
  ZONE_NOT_CONFIRMED: { key: 'errors:ZONE_NOT_CONFIRMED', color: 'red' },
  notPostOffice: { key: 'auth:postOffice.notPostOffice', color: 'red' },
} as const;

type SignInMessage = keyof typeof SIGN_IN_MESSAGES;

function isSignInMessage(value: string | null): value is SignInMessage {
  return value !== null && Object.hasOwn(SIGN_IN_MESSAGES, value);
}

/** /signin, or the post-office staff's /thpsignin (`site="postOffice"`): no sign-up there, and staff accounts only. */
export function SignInPage({ site = 'public' }: { site?: AccountSite }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // A message replaces the query but keeps the page a guest asked for, so a second try still goes back there.
  const showMessage = (msg: SignInMessage) => {
    const returnUrl = searchParams.get(RETURN_URL_PARAM);
    setSearchParams(returnUrl ? { msg, [RETURN_URL_PARAM]: returnUrl } : { msg }, { replace: true });
  };
  const signIn = useSignIn();
  const signOut = useSignOut(() => showMessage('notPostOffice'));
  const sitePaths = ACCOUNT_SITE_PATHS[site];
  const isPostOffice = site === 'postOffice';
  const msg = searchParams.get('msg');
  const message = isSignInMessage(msg) ? SIGN_IN_MESSAGES[msg] : null;
  const justSignedUp = searchParams.get('signUp') === 'true';
  // `auth` is the social sign-in's way back (spec 2 /signin?auth): done = the provider's redirect signed us in.
  const socialDone = searchParams.get('auth') === 'done';
  const signedIn = useSignedInUser();
  /** The e-mail of an account that must confirm its e-mail first: offers the confirmation mail again. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const land = (user: Parameters<typeof landingPathFor>[0]) =>
    navigate(landingPathFor(user, readStorage(CURRENT_PAGE_STORAGE_KEY), searchParams.get(RETURN_URL_PARAM)), { replace: true });
  const { mutate: loadSignedIn } = signedIn;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival from the provider
  useEffect(() => {
    if (socialDone) loadSignedIn(undefined, { onSuccess: (user) => (user ? land(user) : showMessage('SOCIAL_SIGNIN_FAILED')) });
  }, [socialDone, loadSignedIn]);

  const { field, submit, showServerError } = useAuthForm<SignInInput>(signInInputSchema, { username: '', password: '' });

  const onValid = (input: SignInInput) =>
    signIn.mutate(input, {
      onSuccess: (user) => {
        if (!user) return notifyError('errors:INTERNAL');
        // The staff's sign-in is for post-office accounts: anyone else is signed out again and told so.
        if (isPostOffice && !user.role) return signOut.mutate();
        land(user);
      },
      onError: (error) => {
        // Spec 2 section 8: a failed sign-in comes back to the sign-in screen with the message.
        if (isApiError(error, 'INVALID_CREDENTIALS')) return showMessage('INVALID_CREDENTIALS');
        if (isApiError(error, 'EMAIL_NOT_CONFIRMED')) return setUnconfirmed(input.username);
        showServerError(error);
      },
    });

  return (
    <AuthCard
      title={isPostOffice ? t('auth:postOffice.signInTitle') : t('auth:signIn.title')}
      description={isPostOffice ? t('auth:postOffice.signInDescription') : t('auth:signIn.description')}
      icon={<LockIcon size={28} />}
      iconColor={isPostOffice ? 'postBlue' : undefined}
      footer={
        isPostOffice ? null : (
          <>
            {t('auth:signIn.noAccount')}{' '}
            <Anchor component={Link} to={paths.signUp} fw={600}>
              {t('auth:signIn.toSignUp')}
            </Anchor>
          </>
        )
      }
    >
      {justSignedUp ? (
        <Alert color="teal" icon={<CheckIcon size={20} />} title={t('auth:signUp.doneTitle')} data-testid="after-register-alert">
          {t('auth:signUp.doneMessage')}
        </Alert>
      ) : null}
      {message ? (
        <Alert color={message.color} icon={message.color === 'red' ? <AlertIcon size={20} /> : <CheckIcon size={20} />} role="alert">
          {t(message.key)}
        </Alert>
      ) : null}
      {unconfirmed ? <ResendConfirmation key={unconfirmed} email={unconfirmed} /> : null}
      <form noValidate onSubmit={submit(onValid, () => notifyError('auth:signIn.formInvalid'))}>
        <Stack gap="md">
          <EmailInput field={field('username')} autoComplete="username" />
          <PasswordInput label={t('auth:fields.password')} autoComplete="current-password" {...field('password')} />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={sitePaths.forgotPassword} fz="sm">
              {t('auth:signIn.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={signIn.isPending || signOut.isPending}>
            {t('auth:signIn.submit')}
          </Button>
        </Stack>
      </form>
      {isPostOffice ? null : <SocialSignInButtons />}
    </AuthCard>
  );
}
