/**
 * Brand marks drawn inline: lucide dropped brand icons, and three tiny paths are lighter than an
 * icon package. Decorative only; the link text names the network.
 */
export function SocialIcon({ network }: { network: string }) {
  const common = {
    viewBox: '0 0 24 24',
    className: 'size-5',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  switch (network) {
    case 'Instagram':
      return (
        <svg aria-hidden="true" {...common}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" stroke="none" />
        </svg>
      );
    case 'Facebook':
      return (
        <svg aria-hidden="true" {...common}>
          <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
        </svg>
      );
    default:
      // Twitter, drawn as its current "X" mark.
      return (
        <svg aria-hidden="true" {...common}>
          <path d="M4 4h4.5L20 20h-4.5z" />
          <path d="M19.5 4l-6.6 7.4M11.1 12.6L4.5 20" />
        </svg>
      );
  }
}
