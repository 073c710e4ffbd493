import { PAGE_META } from '@salon/shared';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AuthShell, CompleteProfileForm, readTempCredentials } from '../../features/auth';
import { usePageMeta } from '../../lib/use-page-meta';

/** /complete-profile (spec §2): only with the temporary token and a user with an e-mail, else /login. */
export function CompleteProfilePage() {
  usePageMeta(PAGE_META.completeProfile);
  // Read once: completing the profile removes them, and the page must not then bounce to /login.
  const [credentials] = useState(readTempCredentials);
  const email = credentials?.user.email;
  if (!credentials || typeof email !== 'string' || !email.trim()) return <Navigate to="/login" replace />;

  return (
    <AuthShell
      eyebrow="One last step"
      title="Complete Your Profile"
      subtitle="Check your details and add a phone number so we can reach you about your appointments."
    >
      <CompleteProfileForm credentials={credentials} />
    </AuthShell>
  );
}
