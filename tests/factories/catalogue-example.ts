// The catalogue file of docs/catalogue-import.md (docs/catalogue-example.json), parsed afresh on
// every call so a test may change its copy: one country, region and agency, two places, two homes
// (740001 with a landlord of its own, 740002 with the agency as its contact).
import { readFileSync } from 'node:fs';

export const CATALOGUE_EXAMPLE = 'docs/catalogue-example.json';

export type ExampleCatalogue = Record<string, unknown> & {
  agencies: (Record<string, unknown> & { id: number; email?: string })[];
  distinctions?: (Record<string, unknown> & { id: number; label: Record<string, string> })[];
  cancellationLabels?: (Record<string, unknown> & { id: number; deadlineDays: number })[];
  objects: (Record<string, unknown> & {
    objectNumber: number;
    active?: boolean;
    landlord?: { name: string; email: string };
    distinctions?: number[];
    cancellationLabelId?: number;
  })[];
};

export function exampleCatalogue(): ExampleCatalogue {
  return JSON.parse(readFileSync(CATALOGUE_EXAMPLE, 'utf8')) as ExampleCatalogue;
}
