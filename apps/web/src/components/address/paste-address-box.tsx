import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { addressParseCalls } from '@songdee/shared/geo/address-parse.calls';
import type { AddressPart, ParsedAddress } from '@songdee/shared/geo/address-parse.schema';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api-client';
import { notifyApiError } from '../../lib/notify';
import type { AddressGeo } from './address-fields';
import { ADDRESS_LINE_NAMES } from './address-line-inputs';

/** The label of each part the reading may mark unsure, from the address form's own field names. */
const PART_LABELS: Record<AddressPart, string> = {
  name: 'addressBookUi:fields.fullName',
  phone: 'addressBookUi:fields.phone',
  homeAddress: 'addressBookUi:fields.homeAddress',
  swine: 'addressBookUi:fields.swine',
  village: 'addressBookUi:fields.village',
  building: 'addressBookUi:fields.building',
  floor: 'addressBookUi:fields.floor',
  alley: 'addressBookUi:fields.alley',
  street: 'addressBookUi:fields.street',
  districtId: 'addressBookUi:paste.district',
  borderId: 'addressBookUi:paste.border',
  provinceId: 'addressBookUi:paste.province',
  postcode: 'addressBookUi:paste.postcode',
};

/**
 * Fills an address form from a pasted address: the person (as `name` and `surname`, or one `fullName`), the phone,
 * the street parts and the geography; a part the reading did not find leaves its field as it was.
 */
export function fillFromPaste(
  form: UseFormReturn<never>,
  geo: { onChange: (next: AddressGeo) => void },
  person: 'nameParts' | 'fullName',
  parsed: ParsedAddress,
) {
  const set = (name: string, value: string) => {
    if (value)
      (form as unknown as UseFormReturn<Record<string, string>>).setValue(name as Path<Record<string, string>>, value, {
        shouldDirty: true,
      });
  };
  if (person === 'fullName') set('fullName', [parsed.name, parsed.surname].filter(Boolean).join(' '));
  else {
    set('name', parsed.name);
    set('surname', parsed.surname);
  }
  set('phone', parsed.phone);
  for (const part of ADDRESS_LINE_NAMES) set(part, parsed[part]);
  if (parsed.provinceId !== null) {
    geo.onChange({ provinceId: parsed.provinceId, borderId: parsed.borderId, districtId: parsed.districtId, postcode: parsed.postcode });
  }
}

/**
 * A box to paste an address copied from a chat: the server reads it into the form's parts (`onRead` fills them), and
 * the box then says which parts were guessed, for the user to check before saving. Nothing is saved here.
 */
export function PasteAddressBox({ onRead }: { onRead: (parsed: ParsedAddress) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [read, setRead] = useState<ParsedAddress | null>(null);
  const parse = useMutation({
    mutationFn: (pasted: string) => callApi(addressParseCalls.parse, { body: { text: pasted } }),
    onSuccess: (parsed) => {
      setRead(parsed);
      onRead(parsed);
    },
    onError: notifyApiError,
  });
  const unsure = read?.unsure ?? [];
  return (
    <Stack gap="xs" data-testid="paste-address">
      <Textarea
        label={t('addressBookUi:paste.label')}
        description={t('addressBookUi:paste.hint')}
        placeholder={t('addressBookUi:paste.placeholder')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={1000}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="paste-address-text"
      />
      <Group justify="flex-end">
        <Button
          variant="light"
          onClick={() => parse.mutate(text)}
          loading={parse.isPending}
          disabled={text.trim() === ''}
          data-testid="paste-address-read"
        >
          {t('addressBookUi:paste.read')}
        </Button>
      </Group>
      {read ? (
        <Alert color={unsure.length > 0 || read.notes.length > 0 ? 'yellow' : 'green'} data-testid="paste-address-result">
          <Stack gap={4}>
            <span>{unsure.length > 0 ? t('addressBookUi:paste.filledUnsure') : t('addressBookUi:paste.filled')}</span>
            {unsure.length > 0 ? (
              <span data-testid="paste-address-unsure">
                {unsure.map((part) => t(PART_LABELS[part] as 'addressBookUi:paste.district')).join(', ')}
              </span>
            ) : null}
            {read.notes.includes('postcodeCorrected') ? (
              <span>{t('addressBookUi:paste.postcodeCorrected', { postcode: read.postcode })}</span>
            ) : null}
            {read.unread ? <span>{t('addressBookUi:paste.unread', { words: read.unread })}</span> : null}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
