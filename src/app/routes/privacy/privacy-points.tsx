import { pointSeparator, type PrivacyPoint } from '@/content/privacy';

/** A list of the notice's points, each opening with its title in bold. */
export function PrivacyPoints({ points }: { points: PrivacyPoint[] }) {
  return (
    <ul>
      {points.map((point) => (
        <li key={point.title}>
          <strong>{point.title}</strong>
          {pointSeparator(point)}
          {point.text}
        </li>
      ))}
    </ul>
  );
}
