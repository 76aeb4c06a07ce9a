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
export const PriceTagIcon = icon(<path d="M4 4h7l9 9-7 7-9-9zM8 8v.5" />);
export const BellIcon = icon(<path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </>,
);
export const LogInIcon = icon(<path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />);
export const LogOutIcon = icon(<path d="M9 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h3M16 17l5-5-5-5M21 12H9" />);
export const ChartIcon = icon(<path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3" />);
export const EyeIcon = icon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = icon(
  <path d="M3 3l18 18M10.6 6.1A10.6 10.6 0 0 1 12 6c6.5 0 10 6 10 6a17.7 17.7 0 0 1-3.2 3.9M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.8 9.8 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);
