import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Product, type ProductImage, type ProductInput, productInputSchema } from '@songdee/shared/product/product.schema';
import { type FormEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { FieldLabel, GrowingTextarea } from '../../../components/form-parts';
import { ArrowLeftIcon, TrashIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/layout/page-frame';
import { PageLoader } from '../../../components/layout/page-loader';
import { BahtTextInput } from '../../../components/number-text-input';
import { formSchema, notifySaveRefused } from '../../../lib/form-errors';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useFieldError } from '../../../lib/use-field-error';
import { useFieldProps } from '../../../lib/use-field-props';
import { useRecordId } from '../../../lib/use-record-id';
import { useCategories, useDeleteProduct, useProduct, useSaveProduct } from '../api/use-products';
import { ProductImagesField } from '../components/product-images-field';

const FIELDS = ['name', 'categoryId', 'description', 'price', 'barcode', 'imageIds'] as const satisfies ReadonlyArray<keyof ProductInput>;

/** /stores/{uri}/products/manage?productId (spec 2): create, or edit with delete. */
export function ProductManagePage() {
  const { storeId } = useSellerStore();
  const productId = useRecordId('productId') ?? undefined;
  const product = useProduct(storeId, productId);
  if (productId && product.isPending) return <PageLoader />;
  return <ProductForm key={product.data?.id ?? 'new'} product={product.data} />;
}

function ProductForm({ product }: { product: Product | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const { storeId, storeUri } = useSellerStore();
  const categories = useCategories();
  const save = useSaveProduct(storeId, product?.id);
  const remove = useDeleteProduct(storeId);
  const [images, setImages] = useState<ProductImage[]>(product?.productImages ?? []);
  const form = useForm<ProductInput>({
    resolver: zodResolver(formSchema(productInputSchema)),
    defaultValues: {
      name: product?.name ?? '',
      categoryId: product?.productCategory.id ?? (undefined as unknown as number),
      description: product?.description ?? '',
      price: product?.price ?? (undefined as unknown as number),
      barcode: product?.barcode ?? '',
      imageIds: product?.productImages.map((i) => i.id) ?? [],
    },
  });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = form;
  const field = useFieldProps(form);
  const listPath = paths.storeProducts(storeUri);
  const title = product ? t('storeUi:products.editTitle') : t('storeUi:products.createTitle');

  // Spec 2 section 5: an invalid form sends nothing.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setValue(
      'imageIds',
      images.map((i) => i.id),
    );
    void handleSubmit(
      (input) =>
        save.mutate(input, {
          onSuccess: () => {
            notifySuccess('storeUi:products.saved');
            navigate(listPath);
          },
          onError: (error) => notifySaveRefused(error, setError, FIELDS),
        }),
      () => notifyError('validation:formInvalid'),
    )();
  };

  const askDelete = () => {
    if (!product) return;
    confirmAction({
      title: t('storeUi:products.deleteTitle'),
      message: t('storeUi:products.deleteMessage', { name: product.name }),
      confirmLabel: t('common:actions.delete'),
      onConfirm: () =>
        remove.mutate(product.id, {
          onSuccess: () => {
            notifySuccess('storeUi:products.deleted');
            navigate(listPath);
          },
          onError: notifyApiError,
        }),
    });
  };

  return (
    <PageFrame size="lg" title={title} crumbs={[{ label: t('storeUi:products.title'), to: listPath }, { label: title }]}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form noValidate onSubmit={onSubmit} data-testid="product-form">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <TextInput label={t('storeUi:fields.productName')} withAsterisk data-testid="field-productName" {...field('name')} />
              <Controller
                control={control}
                name="categoryId"
                render={({ field }) => (
                  <Select
                    label={t('storeUi:fields.category')}
                    withAsterisk
                    placeholder={t('storeUi:products.chooseCategory')}
                    data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                    value={field.value ? String(field.value) : null}
                    onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                    onBlur={field.onBlur}
                    error={fieldError(errors.categoryId?.message)}
                    comboboxProps={{ withinPortal: true }}
                    data-testid="field-category"
                  />
                )}
              />
              <Controller
                control={control}
                name="price"
                render={({ field }) => (
                  <BahtTextInput
                    label={t('storeUi:fields.price')}
                    withAsterisk
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    onBlur={field.onBlur}
                    error={fieldError(errors.price?.message)}
                    data-testid="field-price"
                  />
                )}
              />
              <TextInput
                label={t('storeUi:fields.barcode')}
                description={t('storeUi:fields.barcodeHint')}
                inputMode="numeric"
                autoComplete="off"
                data-testid="field-barcode"
                {...field('barcode')}
              />
            </SimpleGrid>
            <GrowingTextarea
              label={t('storeUi:fields.description')}
              maxRows={10}
              data-testid="field-description"
              {...field('description')}
            />
            <FieldLabel label={t('storeUi:fields.images')}>
              <ProductImagesField storeId={storeId} images={images} onChange={setImages} />
            </FieldLabel>
            <Group justify="space-between" mt="sm">
              <Group gap="sm">
                <Button component={Link} to={listPath} variant="default" leftSection={<ArrowLeftIcon size={18} />}>
                  {t('common:actions.back')}
                </Button>
                {product ? (
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<TrashIcon size={18} />}
                    onClick={askDelete}
                    loading={remove.isPending}
                    data-testid="delete-product"
                  >
                    {t('common:actions.delete')}
                  </Button>
                ) : null}
              </Group>
              <Button type="submit" loading={save.isPending} data-testid="save-product">
                {t('common:actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
