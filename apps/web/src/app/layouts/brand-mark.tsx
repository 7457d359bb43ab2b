/**
 * The Waymark logo: a ridge line walked in white on pine, with the orange blaze that marks a
 * trail. Decorative next to the product name; its rules are in docs/DESIGN-SYSTEM.md.
 */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <path
        d="M7 23l5.5-10 3.5 6 3.5-6L25 23"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="8.5" r="3" className="fill-[#fb923c]" />
    </svg>
  );
}
