/** The product's mark: a ferry on two waves, drawn inline so it costs no request. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="brand-mark">
      <circle cx="24" cy="24" r="24" fill="#2C79B4" />
      <path d="M14 27h20l-3.2 5.6H17.4z" fill="#fff" />
      <path d="M18 21h11v4H18z" fill="#fff" />
      <path d="M21 17h4v3h-4z" fill="#EE7F12" />
      <path
        d="M8 35.5c2.7 0 2.7-1.6 5.3-1.6s2.7 1.6 5.4 1.6 2.7-1.6 5.3-1.6 2.7 1.6 5.4 1.6 2.7-1.6 5.3-1.6 2.7 1.6 5.3 1.6"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
