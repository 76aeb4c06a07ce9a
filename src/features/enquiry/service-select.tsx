import { Select } from '@/components/ui/select';
import { NO_SERVICE } from '@/definitions/enquiry';
import { findServiceCard, serviceCards } from '@/content/service-cards';
import type { ServiceId } from '@/definitions/services';

const serviceOptions = [
  { id: NO_SERVICE, label: 'Not sure yet' },
  ...serviceCards.map((card) => ({ id: card.id, label: card.title })),
];

export interface ServiceSelectProps {
  service: ServiceId | undefined;
  onChange: (service: ServiceId | undefined) => void;
  isDisabled?: boolean;
}

/** Which service an enquiry is about, recorded with it; 'Not sure yet' records none. */
export function ServiceSelect({ service, onChange, isDisabled }: ServiceSelectProps) {
  return (
    <Select
      name="service"
      label="Service"
      options={serviceOptions}
      selectedKey={service ?? NO_SERVICE}
      onSelectionChange={(id) => onChange(findServiceCard(id)?.id)}
      isDisabled={isDisabled}
    />
  );
}
