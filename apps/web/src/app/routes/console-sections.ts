/**
 * The admin console's sections (issue 13): each is its own lazy chunk in features/console-<section>, rendered on
 * the server for first paint (the server preloads the chunk of the requested section) and hydrated. A section
 * component receives the console page bootstrap; `page.data` is what its GET API answers.
 * `chunk` is the module's Vite manifest key (its styles go in the document head: no unstyled flash).
 */
import type { ConsoleSection } from '@portico/core';
import type { ComponentType } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';

type SectionModule = { default: ComponentType<ConsoleSectionProps> };

export interface ConsoleSectionEntry {
  load: () => Promise<SectionModule>;
  chunk: string;
}

export const CONSOLE_SECTION_MODULES: Partial<Record<ConsoleSection, ConsoleSectionEntry>> = {
  workbench: {
    load: () => import('@/features/console-workbench/components/workbench-section.tsx'),
    chunk: 'src/features/console-workbench/components/workbench-section.tsx',
  },
  navigation: {
    load: () => import('@/features/console-navigation/components/navigation-section.tsx'),
    chunk: 'src/features/console-navigation/components/navigation-section.tsx',
  },
  header: {
    load: () => import('@/features/console-navigation/components/header-section.tsx'),
    chunk: 'src/features/console-navigation/components/header-section.tsx',
  },
  footer: {
    load: () => import('@/features/console-footer/components/footer-section.tsx'),
    chunk: 'src/features/console-footer/components/footer-section.tsx',
  },
  bulletins: {
    load: () => import('@/features/console-bulletins/components/bulletins-section.tsx'),
    chunk: 'src/features/console-bulletins/components/bulletins-section.tsx',
  },
  agreements: {
    load: () => import('@/features/console-agreements/components/agreements-section.tsx'),
    chunk: 'src/features/console-agreements/components/agreements-section.tsx',
  },
  'audit-log': {
    load: () => import('@/features/console-audit/components/audit-section.tsx'),
    chunk: 'src/features/console-audit/components/audit-section.tsx',
  },
  profile: {
    load: () => import('@/features/console-profile/components/profile-section.tsx'),
    chunk: 'src/features/console-profile/components/profile-section.tsx',
  },
  members: {
    load: () => import('@/features/console-members/components/members-section.tsx'),
    chunk: 'src/features/console-members/components/members-section.tsx',
  },
  enrolments: {
    load: () => import('@/features/console-enrolments/components/enrolments-section.tsx'),
    chunk: 'src/features/console-enrolments/components/enrolments-section.tsx',
  },
  'sub-schools': {
    load: () => import('@/features/console-sub-schools/components/sub-schools-section.tsx'),
    chunk: 'src/features/console-sub-schools/components/sub-schools-section.tsx',
  },
  'hot-search': {
    load: () => import('@/features/console-hot-search/components/hot-search-section.tsx'),
    chunk: 'src/features/console-hot-search/components/hot-search-section.tsx',
  },
  'customer-service': {
    load: () => import('@/features/console-customer-service/components/customer-service-section.tsx'),
    chunk: 'src/features/console-customer-service/components/customer-service-section.tsx',
  },
  catalogue: {
    load: () => import('@/features/console-catalogue/components/catalogue-section.tsx'),
    chunk: 'src/features/console-catalogue/components/catalogue-section.tsx',
  },
  'learning-paths': {
    load: () => import('@/features/console-learning-paths/components/learning-paths-section.tsx'),
    chunk: 'src/features/console-learning-paths/components/learning-paths-section.tsx',
  },
  'question-bank': {
    load: () => import('@/features/console-exams/components/question-bank-section.tsx'),
    chunk: 'src/features/console-exams/components/question-bank-section.tsx',
  },
  exams: {
    load: () => import('@/features/console-exams/components/exams-section.tsx'),
    chunk: 'src/features/console-exams/components/exams-section.tsx',
  },
  grading: {
    load: () => import('@/features/console-exams/components/grading-section.tsx'),
    chunk: 'src/features/console-exams/components/grading-section.tsx',
  },
  ai: {
    load: () => import('@/features/console-ai/components/ai-section.tsx'),
    chunk: 'src/features/console-ai/components/ai-section.tsx',
  },
};
