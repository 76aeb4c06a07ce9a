import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Select, type SelectOption } from '@/components/ui/select';
import { Form } from '@/components/ui/text-field';
import * as styles from './case-study-filter-form.css';
import { FILTER_VALUES } from './filter-values';
import { ALL, type CaseStudyFilters } from './match-case-studies';

interface FilterSelectProps {
  name: keyof CaseStudyFilters;
  label: string;
  placeholder: string;
  allLabel: string;
  values: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** One filter: 'All ...' and the values some example has; the applied filters are always among them. */
function FilterSelect({ allLabel, values, value, onChange, ...select }: FilterSelectProps) {
  const selected = values.includes(value) ? value : ALL;
  const options: SelectOption[] = [ALL, ...values].map((id) => ({ id, label: id === ALL ? allLabel : id }));
  return <Select {...select} options={options} selectedKey={selected} onSelectionChange={onChange} />;
}

/** The selects in the order the form shows them, each named as the filter it sets. */
const FILTER_SELECTS = [
  { name: 'type', label: 'Business Type', allLabel: 'All Business Types', values: FILTER_VALUES.type },
  { name: 'industry', label: 'Industry', allLabel: 'All Industries', values: FILTER_VALUES.industry },
  {
    name: 'product',
    label: 'Product/Service',
    allLabel: 'All Products/Services',
    values: FILTER_VALUES.product,
  },
] as const satisfies ReadonlyArray<Pick<FilterSelectProps, 'name' | 'label' | 'allLabel' | 'values'>>;

export interface CaseStudyFilterFormProps {
  /** The filters applied now: the selects always show exactly these. */
  applied: CaseStudyFilters;
  onSearch: (filters: CaseStudyFilters) => void;
  /** 'Search Examples' pressed: the filters are already applied, so take the visitor to the results. */
  onShowResults: () => void;
}

/**
 * 'Refine Your Search', three selects and 'Search Examples'. A
 * changed select applies at once, so the count below never describes filters
 * other than the ones shown.
 */
export function CaseStudyFilterForm({ applied, onSearch, onShowResults }: CaseStudyFilterFormProps) {
  const choose = (key: keyof CaseStudyFilters) => (id: string) => {
    if (id !== applied[key]) onSearch({ ...applied, [key]: id });
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onShowResults();
  }

  return (
    <section className={styles.panel} aria-labelledby="refine-search">
      <h2 id="refine-search" className={styles.heading}>
        Refine Your Search
      </h2>
      <Form className={styles.form} onSubmit={submit}>
        {FILTER_SELECTS.map((filter) => (
          <FilterSelect
            key={filter.name}
            {...filter}
            placeholder={`Select ${filter.label.toLowerCase()}`}
            value={applied[filter.name]}
            onChange={choose(filter.name)}
          />
        ))}
        <Button type="submit" className={styles.submit}>
          Search Examples
        </Button>
      </Form>
    </section>
  );
}
