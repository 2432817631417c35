import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { useFocusOnMount } from './session';

/**
 * A page of a three-step flow (registration, password recovery): its heading, which takes focus
 * on each step so screen readers hear the change, and 'Step N of 3'.
 */
export function FlowPage({
  flow,
  step,
  children,
}: {
  flow: 'registration' | 'restore';
  step?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const heading = useFocusOnMount<HTMLHeadingElement>(step);
  const titleId = `auth-${flow}-title`;
  return (
    <section className="auth-page" aria-labelledby={titleId}>
      <h1 id={titleId} ref={heading} tabIndex={-1}>
        {t(`${flow}.title`)}
      </h1>
      {step && <p className="auth-steps">{t(`${flow}.step`, { step, total: 3 })}</p>}
      {children}
    </section>
  );
}
