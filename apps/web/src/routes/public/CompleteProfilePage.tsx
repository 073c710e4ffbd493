import { PAGE_META } from '@salon/shared';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AuthShell, CompleteProfileForm, readTempCredentials } from '@/features/auth';
import { usePageMeta } from '@/lib/use-page-meta';
import { routeText as t } from './route-messages';

/** /complete-profile (spec §2): only with the temporary token and a user with an e-mail, else /login. */
export function CompleteProfilePage() {
  usePageMeta(PAGE_META.completeProfile);
  // Read once: completing the profile removes them, and the page must not then bounce to /login.
  const [credentials] = useState(readTempCredentials);
  const email = credentials?.user.email;
  if (!credentials || typeof email !== 'string' || !email.trim()) return <Navigate to="/login" replace />;

  return (
    <AuthShell eyebrow={t.oneLastStep()} title={t.completeTitle()} subtitle={t.completeSubtitle()}>
      <CompleteProfileForm credentials={credentials} />
    </AuthShell>
  );
}
