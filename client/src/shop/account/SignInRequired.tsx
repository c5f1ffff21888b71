import { lazy, Suspense, useState, type ComponentProps } from 'react';

const SignInRequiredDialog = lazy(() => import('./SignInRequiredDialog').then((module) => ({ default: module.SignInRequiredDialog })));

/**
 * The Sign In Required dialog, loaded the first time it opens: every product card can show it, and a
 * page of cards should not carry a dialog few visitors see. Stays mounted once opened, so closing animates.
 */
export function SignInRequired(props: ComponentProps<typeof SignInRequiredDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <SignInRequiredDialog {...props} />
    </Suspense>
  ) : null;
}
