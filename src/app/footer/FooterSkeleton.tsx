/** The footer's top part while the company details load: same height, nothing shifts. */
export function FooterSkeleton({ label }: { label: string }) {
  return (
    <div className="app-footer__top footer-skeleton" role="status" aria-label={label}>
      <span className="footer-skeleton__block footer-skeleton__block--brand" />
      <span className="footer-skeleton__block" />
      <span className="footer-skeleton__block" />
      <span className="footer-skeleton__block footer-skeleton__block--qr" />
    </div>
  );
}
