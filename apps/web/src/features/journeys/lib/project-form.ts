import { z } from 'zod';
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_TITLE_MAX,
  projectColorSchema,
  projectStatusSchema,
  visibilitySchema,
  type Visibility,
} from '@waymark/shared/journeys/common-contracts';
import {
  projectIconPattern,
  type Project,
  type ProjectCreate,
} from '@waymark/shared/journeys/project-contracts';

/** The project form; messages are codes that formErrorText translates. */
export const projectFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'titleRequired' })
    .max(PROJECT_TITLE_MAX, { error: 'titleTooLong' }),
  description: z.string().trim().max(PROJECT_DESCRIPTION_MAX, { error: 'descriptionTooLong' }),
  icon: z.string().trim().regex(projectIconPattern, { error: 'iconInvalid' }),
  color: projectColorSchema,
  status: projectStatusSchema,
  visibility: visibilitySchema,
});
export type ProjectFormValues = z.infer<typeof projectFormSchema>;

export const iconSuggestions = [
  '📁',
  '🚀',
  '🎯',
  '🌱',
  '🏔️',
  '📚',
  '🎨',
  '💼',
  '🏃',
  '✈️',
  '🎸',
  '🧪',
];

export function emptyProjectForm(visibility: Visibility): ProjectFormValues {
  return { title: '', description: '', icon: '📁', color: 'blue', status: 'active', visibility };
}

export function projectToForm(project: Project): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    icon: project.icon,
    color: project.color,
    status: project.status,
    visibility: project.visibility,
  };
}

export const toProjectCreate = (values: ProjectFormValues): ProjectCreate => ({ ...values });

export const projectServerFields = [
  'title',
  'description',
  'icon',
] as const satisfies readonly (keyof ProjectFormValues)[];
