import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: React.ReactNode) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const ArrowRightIcon = icon(<path d="M5 12h14m-6-6 6 6-6 6" />);
export const ArrowLeftIcon = icon(<path d="M19 12H5m6-6-6 6 6 6" />);
export const DownloadIcon = icon(<path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />);
export const ExternalIcon = icon(<path d="M14 5h5v5M19 5l-8 8M17 14v5H5V7h5" />);
/** The universal access symbol: a figure with open arms in a circle. */
export const AccessibilityIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="7" r="1.25" fill="currentColor" stroke="none" />
    <path d="M7 10.5 12 11.5l5-1M12 11.5v3.5m0 0-2.5 3.5M12 15l2.5 3.5" />
  </>,
);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const ArrowUpIcon = icon(<path d="M12 19V5m-6 6 6-6 6 6" />);
export const HomeIcon = icon(<path d="M4 11 12 4l8 7v9h-5v-6H9v6H4z" />);
export const GridIcon = icon(<path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />);
export const BookIcon = icon(<path d="M5 4h10a4 4 0 0 1 4 4v12H9a4 4 0 0 1-4-4zM5 16a4 4 0 0 1 4-4h10" />);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </>,
);
