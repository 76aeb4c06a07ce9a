/** The compass mark: "clear north". */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <circle
        cx="32"
        cy="32"
        r="18"
        fill="none"
        stroke="var(--brand-mark-contrast, #fbfaf7)"
        strokeWidth="4"
      />
      <path d="M32 14 38 32H26z" fill="#9fb0ff" />
      <path d="M32 50 26 32h12z" fill="var(--brand-mark-contrast, #fbfaf7)" />
    </svg>
  );
}
