import { describe, expect, it } from 'vitest';
import {
  businessDetails,
  missingFacts,
  readBusinessFacts,
  vatNote,
  type BusinessFactsInput,
} from './business';
import { businessFacts } from './business-facts';

const empty: BusinessFactsInput = {
  legalName: '',
  companyNumber: '',
  registeredIn: '',
  registeredOffice: '',
  tradingAddress: '',
  phone: '',
  vatStatus: '',
  vatNumber: '',
  icoRegistration: '',
  processors: { mail: '', hosting: '' },
  fullyBooked: false,
  claims: {
    businessesHelped: { value: '', source: '' },
    industriesServed: { value: '', source: '' },
    mostPopularPackage: { value: '', source: '' },
  },
};

const supplied: BusinessFactsInput = {
  ...empty,
  legalName: ' Example Marketing Ltd ',
  companyNumber: '01234567',
  registeredIn: 'England and Wales',
  registeredOffice: '1 Example Street, Newcastle upon Tyne NE1 1AA',
  phone: '0191 496 0000',
  vatStatus: 'registered',
  vatNumber: 'GB 123 4567 89',
  icoRegistration: 'ZA000000',
  processors: { mail: 'Example Mail', hosting: 'Example Hosting' },
  claims: {
    ...empty.claims,
    businessesHelped: { value: '200+', source: 'client list, March 2026' },
    industriesServed: { value: '12', source: '' },
  },
};

describe('the facts the agency ships with', () => {
  it('are none: nothing is invented before the agency supplies it', () => {
    expect(businessFacts).toEqual(empty);
  });
});

describe('businessDetails', () => {
  it('shows nothing while no fact is supplied', () => {
    expect(businessDetails(readBusinessFacts(empty))).toEqual([]);
  });

  it('shows each supplied fact once, trimmed, in one order, and leaves out the rest', () => {
    expect(businessDetails(readBusinessFacts(supplied))).toEqual([
      { label: 'Registered name', text: 'Example Marketing Ltd' },
      { label: 'Company number', text: '01234567' },
      { label: 'Registered in', text: 'England and Wales' },
      { label: 'Registered office', text: '1 Example Street, Newcastle upon Tyne NE1 1AA' },
      { label: 'Phone', text: '0191 496 0000', href: 'tel:01914960000' },
      { label: 'VAT', text: 'VAT number GB 123 4567 89' },
      { label: 'ICO registration', text: 'ZA000000' },
    ]);
  });

  it('says so when the agency is not VAT registered', () => {
    const facts = readBusinessFacts({ ...empty, vatStatus: 'not registered' });
    expect(businessDetails(facts)).toEqual([{ label: 'VAT', text: 'Not VAT registered' }]);
  });
});

describe('vatNote', () => {
  it('says nothing until the agency gives its VAT status', () => {
    expect(vatNote(readBusinessFacts(empty))).toBeUndefined();
  });

  it('says prices exclude VAT when registered, and that none is charged when not', () => {
    expect(vatNote(readBusinessFacts(supplied))).toMatch(/^Prices exclude VAT/);
    expect(vatNote(readBusinessFacts({ ...empty, vatStatus: 'not registered' }))).toBe('No VAT is charged.');
  });
});

describe('claims', () => {
  it('keeps a claim only with both its value and its source', () => {
    expect(readBusinessFacts(supplied).claims).toEqual({
      businessesHelped: { value: '200+', source: 'client list, March 2026' },
    });
  });
});

describe('missingFacts', () => {
  it('lists every fact while none is supplied, the legal ones first', () => {
    const missing = missingFacts(readBusinessFacts(empty));
    expect(missing.map((item) => item.field)).toEqual([
      'legalName',
      'companyNumber',
      'registeredIn',
      'registeredOffice',
      'vatStatus',
      'icoRegistration',
      'tradingAddress',
      'phone',
      'processors.mail',
      'processors.hosting',
      'claims.businessesHelped',
      'claims.industriesServed',
      'claims.mostPopularPackage',
    ]);
    expect(missing.filter((item) => item.legal).map((item) => item.field)).toEqual([
      'legalName',
      'companyNumber',
      'registeredIn',
      'registeredOffice',
      'vatStatus',
      'icoRegistration',
    ]);
  });

  it('asks for the VAT number of a registered agency, and for nothing legal once all is supplied', () => {
    const noNumber = missingFacts(readBusinessFacts({ ...supplied, vatNumber: '' }));
    expect(noNumber.filter((item) => item.legal).map((item) => item.field)).toEqual(['vatNumber']);
    expect(missingFacts(readBusinessFacts(supplied)).map((item) => item.field)).toEqual([
      'tradingAddress',
      'claims.industriesServed',
      'claims.mostPopularPackage',
    ]);
  });
});
