import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiTokenLifetimes,
  apiTokenNameMaxLength,
  type ApiTokenLifetime,
  type CreatedApiToken,
} from '@waymark/shared/api-access/contracts';
import { apiTokenResources, type ApiTokenScope } from '@waymark/shared/api-access/scopes';
import { useCreateApiToken } from '@/features/api-access/api/api-tokens';
import {
  ApiTokenScopePicker,
  noScopes,
  type ScopeChoices,
} from '@/features/api-access/components/api-token-scope-picker';
import { ChoiceGroup } from '@/ui/choice-group';
import { CreateForm, refusalOf } from '@/ui/create-form';
import { TextField } from '@/ui/text-field';

interface CreateApiTokenFormProps {
  onCreated: (token: CreatedApiToken) => void;
  onCancel: () => void;
}

type Expiry = `${ApiTokenLifetime}`;

const scopesOf = (choices: ScopeChoices): ApiTokenScope[] =>
  apiTokenResources.flatMap((resource) => {
    const access = choices[resource];
    return access === 'none' ? [] : [`${resource}:${access}` as ApiTokenScope];
  });

/**
 * A token's name, scopes and expiry. A token that never ends is not offered; 30 days, the
 * shortest, is chosen to begin with, so a first try goes through and a longer life is a choice.
 */
export function CreateApiTokenForm({ onCreated, onCancel }: CreateApiTokenFormProps) {
  const { t } = useTranslation('developer');
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ScopeChoices>(noScopes);
  const [expiry, setExpiry] = useState<Expiry>('30');
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const expiryNames: Record<ApiTokenLifetime, string> = {
    30: t('form.expiry30'),
    90: t('form.expiry90'),
    365: t('form.expiry365'),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = scopesOf(scopes);
    const found = {
      name: name.trim() === '' ? t('form.nameRequired') : undefined,
      scopes: chosen.length === 0 ? t('form.scopesRequired') : undefined,
    };
    setErrors(found);
    if (found.name || found.scopes) return;
    create.mutate(
      { name: name.trim(), scopes: chosen, expires_in_days: Number(expiry) as ApiTokenLifetime },
      { onSuccess: onCreated },
    );
  }

  const failure = refusalOf(create.error, t('toast.createFailed'));

  return (
    <CreateForm
      titleId="create-token-title"
      title={t('form.title')}
      onSubmit={submit}
      failure={failure}
      isPending={create.isPending}
      submitLabel={t('form.submit')}
      cancelLabel={t('form.cancel')}
      onCancel={onCancel}
    >
      <TextField
        id="token-name"
        label={t('form.name')}
        hint={t('form.nameHint')}
        error={errors.name}
        dir="auto"
        value={name}
        maxLength={apiTokenNameMaxLength}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <ApiTokenScopePicker value={scopes} onChange={setScopes} error={errors.scopes} />
      <ChoiceGroup<Expiry>
        look="compact"
        legend={t('form.expiry')}
        name="token-expiry"
        value={expiry}
        onChange={setExpiry}
        options={apiTokenLifetimes.map((days) => ({
          value: `${days}`,
          label: expiryNames[days],
        }))}
      />
    </CreateForm>
  );
}
