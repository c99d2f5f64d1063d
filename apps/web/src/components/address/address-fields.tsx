import { Alert, Combobox, Loader, Select, SimpleGrid, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { POSTAL_AUTOCOMPLETE_MIN } from '@songdee/shared/constants/app.constants';
import type { PostalSuggestion } from '@songdee/shared/geo/geo.schema';
import { isInstitutionPostcode, parentOfficePostcode, servingPostcode } from '@songdee/shared/geo/postcode';
import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { apiErrorMessage, notifyApiError } from '../../lib/notify';
import { useFieldError } from '../../lib/use-field-error';
import { geoApi, geoKeys, useBorders, useDistricts, usePostalSuggestions, useProvinces } from '../../lib/use-geo';
import { AlertIcon, CheckIcon } from '../icons';

/** The geography of an address: province -> border (อำเภอ/เขต) -> district (ตำบล/แขวง) -> postcode. */
export interface AddressGeo {
  provinceId: number | null;
  borderId: number | null;
  districtId: number | null;
  postcode: string;
}

export interface AddressFieldsHandle {
  /**
   * Resolves true when the postcode is verified: chosen from a list, or confirmed now by the outlet lookup
   * (which may swap in another code, with a notice). A postcode the lookup refuses is cleared (spec 1 section 5).
   */
  verify: () => Promise<boolean>;
}

interface AddressFieldsProps {
  value: AddressGeo;
  onChange: (next: AddressGeo) => void;
  /** Messages to show under each field (i18n keys or server messages). */
  errors?: Partial<Record<keyof AddressGeo, string | undefined>>;
  /** An address saved before starts verified; a new one must be chosen or verified. Defaults to "has a postcode". */
  initiallyVerified?: boolean;
  onVerifiedChange?: (verified: boolean) => void;
  ref?: Ref<AddressFieldsHandle>;
}

interface PostcodeOption {
  key: string;
  postcode: string;
  label: string;
  geo?: PostalSuggestion['data'];
}

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 5);

/**
 * Reusable address geography (address books now; checkout and store forms later): cascading selects that
 * stay disabled until their list loads, and a postcode box that suggests from 3 digits and fills the three
 * selects when a suggestion is chosen. The verified flag resets on typing and is set when a postcode is chosen
 * or verified on leaving the box (spec 1 section 4).
 */
export function AddressFields({ value, onChange, errors, initiallyVerified, onVerifiedChange, ref }: AddressFieldsProps) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const isEnglish = i18n.language === 'en';

  const provinces = useProvinces();
  const borders = useBorders(value.provinceId);
  const districts = useDistricts(value.borderId);

  const valueRef = useRef(value);
  valueRef.current = value;
  const [verified, setVerifiedState] = useState(initiallyVerified ?? value.postcode !== '');
  const verifiedRef = useRef(verified);
  const pending = useRef<{ postcode: string; promise: Promise<boolean> } | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verifyError, setVerifyError] = useState<unknown>(null);
  const [replaced, setReplaced] = useState<{ typed: string; postcode: string; outlet: string } | null>(null);

  const [term] = useDebouncedValue(value.postcode.trim(), 250);
  const suggestions = usePostalSuggestions(term, POSTAL_AUTOCOMPLETE_MIN);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const setVerified = (next: boolean) => {
    verifiedRef.current = next;
    setVerifiedState(next);
    onVerifiedChange?.(next);
  };

  const emit = (patch: Partial<AddressGeo>) => {
    const next = { ...valueRef.current, ...patch };
    valueRef.current = next;
    onChange(next);
  };

  const clearNotices = () => {
    setVerifyError(null);
    setReplaced(null);
  };

  /** The user changed a part by hand: notices about the old value go, and the postcode is to be checked again. */
  const edit = (patch: Partial<AddressGeo>) => {
    clearNotices();
    setVerified(false);
    emit(patch);
  };

  /** Fills the selects from a verified postcode when it names one place (or one province) unambiguously. */
  const geographyOf = async (postcode: string): Promise<Partial<AddressGeo>> => {
    const options = await queryClient.fetchQuery({
      queryKey: geoKeys.postals(postcode),
      queryFn: ({ signal }) => geoApi.suggestPostals(postcode, signal),
      staleTime: Infinity,
    });
    const exact = options.filter((o) => o.value === postcode);
    const first = exact[0];
    if (!first) return {};
    if (exact.length === 1) return { provinceId: first.data.p.id, borderId: first.data.b.id, districtId: first.data.d.id };
    const sameProvince = exact.every((o) => o.data.p.id === first.data.p.id);
    const sameBorder = exact.every((o) => o.data.b.id === first.data.b.id);
    return sameProvince ? { provinceId: first.data.p.id, borderId: sameBorder ? first.data.b.id : null, districtId: null } : {};
  };

  const runVerification = async (typed: string): Promise<boolean> => {
    setVerifying(true);
    try {
      const result = await geoApi.verifyPostal(typed);
      // The user typed on meanwhile: this answer is about an old value.
      if (valueRef.current.postcode.trim() !== typed) return verifiedRef.current;
      if (result.replaced) setReplaced({ typed, postcode: result.postalCode, outlet: result.outletName });
      const patch: Partial<AddressGeo> = { postcode: result.postalCode };
      if (!valueRef.current.districtId) Object.assign(patch, await geographyOf(result.postalCode).catch(() => ({})));
      emit(patch);
      setVerified(true);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        // "รหัสไปรษณีย์ไม่ถูกต้อง", and the bad code goes (spec 1 section 5, recipient address modal).
        setVerifyError(error);
        emit({ postcode: '' });
        setVerified(false);
        return false;
      }
      // The lookup itself failed: keep what the user typed; saving checks the postcode again on the server.
      notifyApiError(error);
      return false;
    } finally {
      setVerifying(false);
    }
  };

  const verify = (): Promise<boolean> => {
    const typed = valueRef.current.postcode.trim();
    if (verifiedRef.current && typed !== '') return Promise.resolve(true);
    if (typed === '') return Promise.resolve(false);
    if (pending.current?.postcode === typed) return pending.current.promise;
    const promise = runVerification(typed).finally(() => {
      if (pending.current?.postcode === typed) pending.current = null;
    });
    pending.current = { postcode: typed, promise };
    return promise;
  };

  useImperativeHandle(ref, () => ({ verify }));

  const name = (thai: string, english: string) => (isEnglish && english ? english : thai);
  const provinceData = (provinces.data ?? []).map((p) => ({ value: String(p.provinceId), label: name(p.provinceName, p.provinceNameEn) }));
  const borderData = (borders.data ?? []).map((b) => ({ value: String(b.borderId), label: name(b.borderName, b.borderNameEn) }));
  const districtData = (districts.data ?? []).map((d) => ({ value: String(d.districtId), label: name(d.districtName, d.districtNameEn) }));
  const chosenDistrict = districts.data?.find((d) => d.districtId === value.districtId);

  /**
   * A postcode chosen (not typed) meets the swap rule a typed one does: one that may be swapped goes through the
   * outlet lookup, which swaps it with the same alert; any other is verified as chosen.
   */
  const verifyChosen = (maySwap: boolean) => {
    if (!maySwap) return setVerified(true);
    setVerified(false);
    void verify();
  };

  const chooseDistrict = (next: string | null) => {
    const district = districts.data?.find((d) => String(d.districtId) === next);
    const postcodes = district?.postcodes ?? [];
    const current = valueRef.current.postcode;
    // The district's own code, or the office code a lookup swapped in for one of its institution codes.
    if (postcodes.some((code) => code === current || (isInstitutionPostcode(code) && parentOfficePostcode(code) === current))) {
      // The postcode stays, and so does any notice about it.
      emit({ districtId: district?.districtId ?? null });
      return;
    }
    clearNotices();
    if (postcodes.length === 1) {
      // A sub-district with one postcode: choosing it chooses the postcode too.
      emit({ districtId: district?.districtId ?? null, postcode: postcodes[0] ?? '' });
      verifyChosen(isInstitutionPostcode(postcodes[0] ?? ''));
    } else {
      emit({ districtId: district?.districtId ?? null, postcode: '' });
      setVerified(false);
    }
  };
  // The cascade: each level waits for the one above (spec 1 section 5) and choosing one clears those below.
  const geoLevels = [
    {
      level: 'province',
      query: provinces,
      parentChosen: true,
      options: provinceData,
      onChange: (next: string | null) => edit({ provinceId: next ? Number(next) : null, borderId: null, districtId: null, postcode: '' }),
    },
    {
      level: 'border',
      query: borders,
      parentChosen: !!value.provinceId,
      options: borderData,
      onChange: (next: string | null) => edit({ borderId: next ? Number(next) : null, districtId: null, postcode: '' }),
    },
    { level: 'district', query: districts, parentChosen: !!value.borderId, options: districtData, onChange: chooseDistrict },
  ] as const;

  const typed = value.postcode.trim();
  const options: PostcodeOption[] =
    typed.length >= POSTAL_AUTOCOMPLETE_MIN
      ? (term === typed ? (suggestions.data ?? []) : []).map((s) => ({
          key: `${s.value}-${s.data.d.id}`,
          postcode: s.value,
          label: s.label,
          geo: s.data,
        }))
      : (chosenDistrict?.postcodes ?? []).map((postcode) => ({ key: postcode, postcode, label: postcode }));

  const postcodeStatus = verifying ? (
    <Loader size={16} />
  ) : verified && typed ? (
    <CheckIcon size={18} color="var(--mantine-color-teal-6)" aria-label={t('common:addressFields.verified')} />
  ) : null;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {geoLevels.map((level) => (
          <GeoSelect
            key={level.level}
            {...level}
            id={level.query.data ? value[`${level.level}Id`] : null}
            error={fieldError(errors?.[`${level.level}Id`])}
          />
        ))}
        <Combobox
          store={combobox}
          withinPortal
          onOptionSubmit={(key) => {
            const option = options.find((o) => o.key === key);
            if (!option) return;
            clearNotices();
            emit(
              option.geo
                ? { provinceId: option.geo.p.id, borderId: option.geo.b.id, districtId: option.geo.d.id, postcode: option.postcode }
                : { postcode: option.postcode },
            );
            combobox.closeDropdown();
            // The suggestion names the office serving its code: the shared swap rule says whether it is swapped.
            const serving = option.geo && servingPostcode(option.postcode, (code) => code === option.geo?.o);
            verifyChosen(!!serving?.replaced);
          }}
        >
          <Combobox.Target>
            <TextInput
              label={t('common:addressFields.postcode')}
              description={t('common:addressFields.postcodeHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              withAsterisk
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={value.postcode}
              rightSection={postcodeStatus}
              onChange={(event) => {
                edit({ postcode: digitsOnly(event.currentTarget.value) });
                combobox.openDropdown();
                combobox.updateSelectedOptionIndex();
              }}
              onFocus={() => combobox.openDropdown()}
              onClick={() => combobox.openDropdown()}
              onBlur={() => {
                combobox.closeDropdown();
                void verify();
              }}
              error={verifyError ? apiErrorMessage(verifyError) : fieldError(errors?.postcode)}
              data-testid="postcode-input"
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={options.length === 0 && !(typed.length >= POSTAL_AUTOCOMPLETE_MIN && suggestions.isFetching)}>
            <Combobox.Options mah={260} style={{ overflowY: 'auto' }} data-testid="postcode-options">
              {options.length === 0 && suggestions.isFetching ? (
                <Combobox.Empty>{t('common:loading')}</Combobox.Empty>
              ) : (
                options.map((option) => (
                  <Combobox.Option key={option.key} value={option.key}>
                    <Text fz="sm" fw={600} span>
                      {option.postcode}
                    </Text>
                    {option.geo ? (
                      <Text fz="xs" c="dimmed">
                        {[option.geo.d.name, option.geo.b.name, option.geo.p.name].join(' » ')}
                      </Text>
                    ) : null}
                  </Combobox.Option>
                ))
              )}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
      </SimpleGrid>
      {replaced ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<AlertIcon size={18} />}
          withCloseButton
          onClose={() => setReplaced(null)}
          title={t('common:addressFields.replacedTitle')}
          data-testid="postcode-replaced-alert"
        >
          {t('common:addressFields.replaced', replaced)}
        </Alert>
      ) : null}
    </Stack>
  );
}

const GEO_TEXTS = {
  province: { label: 'common:addressFields.province', choose: 'common:addressFields.chooseProvince' },
  border: { label: 'common:addressFields.border', choose: 'common:addressFields.chooseBorder' },
  district: { label: 'common:addressFields.district', choose: 'common:addressFields.chooseDistrict' },
} as const;

interface GeoSelectProps {
  /** Which level: names its label, its placeholder and its test id (`{level}-select`). */
  level: keyof typeof GEO_TEXTS;
  /** The level's list: its placeholder says it is on its way, and a loader shows, while it is fetched. */
  query: { data?: unknown; isFetching: boolean };
  /** The level above is chosen; until then (and until the list is there) this one is disabled. */
  parentChosen: boolean;
  options: Array<{ value: string; label: string }>;
  id: number | null;
  onChange: (next: string | null) => void;
  error: string | undefined;
}

/** One searchable level of the address (province, border or district), required. */
function GeoSelect({ level, query, parentChosen, options, id, onChange, error }: GeoSelectProps) {
  const { t } = useTranslation();
  const texts = GEO_TEXTS[level];
  const fetching = parentChosen && query.isFetching;
  return (
    <Select
      searchable
      withAsterisk
      nothingFoundMessage={t('common:addressFields.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
      label={t(texts.label)}
      placeholder={fetching ? t('common:loading') : t(texts.choose)}
      data={options}
      value={id ? String(id) : null}
      disabled={!parentChosen || !query.data}
      rightSection={fetching ? <Loader size={14} /> : undefined}
      onChange={onChange}
      error={error}
      data-testid={`${level}-select`}
    />
  );
}
