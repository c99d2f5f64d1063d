import { Group, Paper, Radio, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { BarcodeStock } from '@songdee/shared/mailing/mailing.schema';
import { requiredInputOf } from '@songdee/shared/mailing/parcel-rules';
import { BOX_SIZES } from '@songdee/shared/reference/delivery.constants';
import type { DeliveryOption, DeliveryZone } from '@songdee/shared/reference/reference.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceError } from '../../../components/form-parts';
import { TableHead } from '../../../components/lists/table-head';
import { NumberTextInput } from '../../../components/number-text-input';
import { formatBaht } from '../../../lib/format';
import { priceOf } from './delivery-form';

interface ServiceErrors {
  option?: string;
  weight?: string;
  size?: string;
  zone?: string;
}

interface ServiceChoiceProps {
  options: DeliveryOption[];
  optionId: string | null;
  onOptionChange: (id: string) => void;
  /** Grams typed per service, so switching back and forth keeps each one's weight. */
  weights: Record<string, number | null>;
  onWeightChange: (optionId: string, grams: number | null) => void;
  sizeId: number | null;
  onSizeChange: (sizeId: number) => void;
  stock: BarcodeStock[] | undefined;
  zones: DeliveryZone[] | undefined;
  zoneId: number | null;
  onZoneChange: (zoneId: number) => void;
  errors: ServiceErrors;
}

const selectedCard = (on: boolean) =>
  on ? { borderColor: 'var(--mantine-color-postRed-6)', background: 'var(--mantine-color-postRed-0)' } : undefined;

/** A card of a radio group: outlined while chosen, its indicator beside what it offers. */
function ChoiceCard(props: {
  value: string;
  chosen: boolean;
  testId: string;
  gap: 'xs' | 'sm';
  indicator: ReactNode;
  children: ReactNode;
}) {
  return (
    <Radio.Card value={props.value} radius="md" p="sm" style={selectedCard(props.chosen)} data-testid={props.testId}>
      <Group gap={props.gap} wrap="nowrap" align="flex-start">
        {props.indicator}
        {props.children}
      </Group>
    </Radio.Card>
  );
}

/** One choice under the service (box size, zone): its heading, the choices, and its error under them. */
function ChoiceGroup(props: { title: string; error: string | undefined; errorTestId: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm">
        {props.title}
      </Title>
      {props.children}
      <ChoiceError message={props.error} testId={props.errorTestId} />
    </Stack>
  );
}

/**
 * The service radios (spec 1 section 2 "Delivery manage"): the chosen service opens its own inputs below it,
 * a weight in grams (not for the regional box or an option that hides weight), the ready-to-send box sizes
 * with their remaining stock, or the regional zone table with same-area and other-area prices.
 */
export function ServiceChoice(props: ServiceChoiceProps) {
  const { t, i18n } = useTranslation();
  const { options, optionId, errors } = props;
  const baht = (satang: number) => t('mailingUi:money.baht', { amount: formatBaht(satang, i18n.language) });

  const panelFor = (option: DeliveryOption) => {
    const inputs = requiredInputOf(option);
    const weight = props.weights[option.id] ?? null;
    const unitPrice = inputs.needsWeight
      ? priceOf({ option, weight, sizeId: null, zone: undefined, sender: undefined, recipient: { provinceId: null, postcode: '' } })
      : undefined;
    return (
      <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="service-panel">
        <Stack gap="md">
          {inputs.showsWeight ? (
            <Group align="flex-end" gap="lg">
              <NumberTextInput
                label={t('mailingUi:service.weight')}
                description={inputs.needsWeight ? undefined : t('mailingUi:service.weightOptional')}
                withAsterisk={inputs.needsWeight}
                rightSection={
                  <Text fz="xs" c="dimmed">
                    {t('mailingUi:units.grams')}
                  </Text>
                }
                rightSectionWidth={48}
                w={220}
                size="md"
                value={weight}
                onChange={(v) => props.onWeightChange(option.id, v)}
                error={errors.weight}
                data-testid="weight-input"
              />
              {inputs.needsWeight ? (
                <Text fz="sm" c="dimmed" pb={errors.weight ? 26 : 8} data-testid="unit-price">
                  {unitPrice === undefined
                    ? t('mailingUi:service.priceAfterWeight')
                    : t('mailingUi:service.unitPrice', { price: baht(unitPrice) })}
                </Text>
              ) : null}
            </Group>
          ) : null}

          {inputs.needsSize ? (
            <ChoiceGroup title={t('mailingUi:service.boxSize')} error={errors.size} errorTestId="size-error">
              <Radio.Group value={props.sizeId ? String(props.sizeId) : null} onChange={(v) => props.onSizeChange(Number(v))}>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                  {BOX_SIZES.map((box) => {
                    const remain = props.stock?.find((s) => s.deliveryTypeSizeId === box.id)?.remainBarcode;
                    const price = option.boxPrices.find((b) => b.boxSizeId === box.id)?.price;
                    return (
                      <ChoiceCard
                        key={box.id}
                        value={String(box.id)}
                        chosen={props.sizeId === box.id}
                        testId={`box-size-${box.code}`}
                        gap="xs"
                        indicator={<Radio.Indicator size="sm" mt={4} />}
                      >
                        <div>
                          <Text fw={700} fz="lg" lh={1.3}>
                            {box.code}
                          </Text>
                          {price !== undefined ? <Text fz="sm">{baht(price)}</Text> : null}
                          <Text fz="xs" c={remain === 0 ? 'red' : 'dimmed'} data-testid="box-remaining">
                            {remain === undefined ? '-' : t('mailingUi:service.remaining', { count: remain })}
                          </Text>
                        </div>
                      </ChoiceCard>
                    );
                  })}
                </SimpleGrid>
              </Radio.Group>
            </ChoiceGroup>
          ) : null}

          {inputs.needsZone ? (
            <ChoiceGroup title={t('mailingUi:service.zoneTable')} error={errors.zone} errorTestId="zone-error">
              <Table.ScrollContainer minWidth={420}>
                <Table verticalSpacing="xs" highlightOnHover withTableBorder data-testid="zone-table">
                  <TableHead
                    cells={[
                      { w: 40 },
                      t('mailingUi:service.zoneBox'),
                      { label: t('mailingUi:service.zoneIn'), ta: 'right' },
                      { label: t('mailingUi:service.zoneOut'), ta: 'right' },
                    ]}
                  />
                  <Table.Tbody>
                    {(props.zones ?? []).map((zone) => (
                      <Table.Tr
                        key={zone.id}
                        bg={props.zoneId === zone.id ? 'postRed.0' : undefined}
                        style={{ cursor: 'pointer' }}
                        onClick={() => props.onZoneChange(zone.id)}
                        data-testid="zone-row"
                      >
                        <Table.Td>
                          <Radio
                            size="sm"
                            checked={props.zoneId === zone.id}
                            onChange={() => props.onZoneChange(zone.id)}
                            aria-label={zone.name}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Text fz="sm" fw={600}>
                            {zone.name}
                          </Text>
                          {zone.desc ? (
                            <Text fz="xs" c="dimmed">
                              {zone.desc}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td ta="right">{baht(zone.inPrice)}</Table.Td>
                        <Table.Td ta="right">{baht(zone.outPrice)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Text fz="xs" c="dimmed">
                {t('mailingUi:service.zoneHint')}
              </Text>
            </ChoiceGroup>
          ) : null}

          {!inputs.showsWeight && !inputs.needsSize && !inputs.needsZone ? (
            <Text fz="sm" c="dimmed">
              {t('mailingUi:service.nothingToAdd')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    );
  };

  const chosen = options.find((o) => o.id === optionId);
  return (
    <Stack gap="sm">
      <Radio.Group value={optionId} onChange={props.onOptionChange} aria-label={t('mailingUi:service.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing="xs">
          {options.map((option) => (
            <ChoiceCard
              key={option.id}
              value={option.id}
              chosen={option.id === optionId}
              testId={`service-${option.id}`}
              gap="sm"
              indicator={<Radio.Indicator mt={3} />}
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{option.name}</Text>
                <Text fz="sm" c="dimmed" lh={1.5}>
                  {option.shortDesc}
                </Text>
              </div>
            </ChoiceCard>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <ChoiceError message={errors.option} testId="option-error" />
      {chosen ? panelFor(chosen) : null}
    </Stack>
  );
}
