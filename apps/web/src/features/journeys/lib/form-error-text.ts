import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import {
  JOURNEY_DESCRIPTION_MAX,
  JOURNEY_TITLE_MAX,
  STEP_NOTES_MAX,
  STEP_TITLE_MAX,
} from '@waymark/shared/journeys/common-contracts';
import { TARGET_UNIT_MAX } from '@waymark/shared/journeys/entry-contracts';

/**
 * The translated text of a form error. Form schemas use codes as messages; the server's field
 * errors (English) are matched by what they are about, so every message reads in the UI's
 * language.
 */
export function formErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  if (message === 'titleRequired' || /title is required/i.test(message)) {
    return t('form.errors.titleRequired', { ns: 'journeys' });
  }
  if (message === 'titleTooLong' || /title must be at most/i.test(message)) {
    return t('form.errors.titleTooLong', { ns: 'journeys', max: JOURNEY_TITLE_MAX });
  }
  if (message === 'descriptionTooLong' || /description/i.test(message)) {
    return t('form.errors.descriptionTooLong', { ns: 'journeys', max: JOURNEY_DESCRIPTION_MAX });
  }
  if (message === 'targetBeforeStart' || /before the start/i.test(message)) {
    return t('form.errors.targetBeforeStart', { ns: 'journeys' });
  }
  if (message === 'stepTitleRequired')
    return t('form.errors.stepTitleRequired', { ns: 'journeys' });
  if (message === 'stepTitleTooLong') {
    return t('form.errors.stepTitleTooLong', { ns: 'journeys', max: STEP_TITLE_MAX });
  }
  if (message === 'stepNotesTooLong' || /notes must be at most/i.test(message)) {
    return t('form.errors.stepNotesTooLong', { ns: 'journeys', max: STEP_NOTES_MAX });
  }
  if (message === 'targetValuePositive' || /target must be/i.test(message)) {
    return t('form.errors.targetValuePositive', { ns: 'journeys' });
  }
  if (message === 'targetUnitRequired' || /unit is required/i.test(message)) {
    return t('form.errors.targetUnitRequired', { ns: 'journeys' });
  }
  if (message === 'targetUnitTooLong' || /unit must be at most/i.test(message)) {
    return t('form.errors.targetUnitTooLong', { ns: 'journeys', max: TARGET_UNIT_MAX });
  }
  if (message === 'iconInvalid' || /icon/i.test(message))
    return t('form.errors.iconInvalid', { ns: 'journeys' });
  return t('form.errors.invalid', { ns: 'journeys' });
}
