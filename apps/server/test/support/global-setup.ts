/** The API run's global setup: one migrated, demo-seeded template database that every test file copies. */
import type { TestProject } from 'vitest/node';
import { createSeededTemplate } from './test-db.ts';

export async function setup(project: TestProject) {
  const template = await createSeededTemplate();
  project.provide('seededTemplate', template.ref);
  return () => template.remove();
}
