import type { Difficulty, EducationType, ResourceItem } from '@/content/types';

export type DifficultyFilter = Difficulty | 'all';
export type TypeFilter = EducationType | 'all';

/** The difficulty dropdown. */
export const DIFFICULTY_OPTIONS: ReadonlyArray<{ id: DifficultyFilter; label: string }> = [
  { id: 'all', label: 'All Levels' },
  { id: 'beginner', label: 'Beginner' },
  { id: 'intermediate', label: 'Intermediate' },
  { id: 'advanced', label: 'Advanced' },
];

/** The type dropdown. */
export const TYPE_OPTIONS: ReadonlyArray<{ id: TypeFilter; label: string }> = [
  { id: 'all', label: 'All Types' },
  { id: 'framework', label: 'Frameworks' },
  { id: 'whitepaper', label: 'Whitepapers' },
  { id: 'research', label: 'Research' },
  { id: 'tool-guide', label: 'Tools & Guides' },
];

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const TYPE_LABELS: Record<EducationType, string> = {
  framework: 'Framework',
  whitepaper: 'Whitepaper',
  research: 'Research',
  'tool-guide': 'Tool guide',
};

export const RESOURCE_TYPE_LABELS: Record<ResourceItem['type'], string> = {
  external: 'External site',
  template: 'Template',
  tool: 'Tool',
};
