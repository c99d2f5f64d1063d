import {
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Image,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { Product } from '@songdee/shared/product/product.schema';
import type { Store } from '@songdee/shared/store/store.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EmptyState } from '../../../components/empty-state';
import { ArrowLeftIcon, BasketIcon, EditIcon, ParcelIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/layout/page-loader';
import { fileUrl } from '../../../lib/files';
import { formatBaht } from '../../../lib/format';
import { apiErrorMessage, notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useStorefrontProduct } from '../api/use-storefront';
import { addItem } from '../basket/basket-storage';
import { useBasket } from '../basket/use-basket';
import { StoreShell } from '../components/store-shell';

function Gallery({ product }: { product: Product }) {
  const [chosen, setChosen] = useState(0);
  const images = product.productImages;
  const current = images[chosen] ?? images[0];
  return (
    <Stack gap="sm">
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <AspectRatio ratio={1}>
          {current ? (
            <Image src={fileUrl(current.featuredFilePath)} alt={product.name} fit="contain" bg="white" data-testid="product-image" />
          ) : (
            <Center bg="gray.1" c="gray.5">
              <ParcelIcon size={72} />
            </Center>
          )}
        </AspectRatio>
      </Paper>
      {images.length > 1 ? (
        <SimpleGrid cols={5} spacing="xs">
          {images.map((image, i) => (
            <UnstyledButton key={image.id} onClick={() => setChosen(i)} aria-label={`${product.name} ${i + 1}`}>
              <Image
                src={fileUrl(image.thumbnailFilePath)}
                alt=""
                radius="md"
                h={64}
                fit="cover"
                style={{ outline: i === chosen ? '2px solid var(--mantine-color-postRed-6)' : '1px solid var(--mantine-color-gray-3)' }}
              />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

function ProductDetail({ store, productId }: { store: Store; productId: string }) {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const product = useStorefrontProduct(store.id, productId);
  const [, updateBasket] = useBasket();
  const [quantity, setQuantity] = useState<number | ''>(1);
  if (product.isPending) return <PageLoader />;
  if (!product.data) return <EmptyState icon={<ParcelIcon size={28} />} text={apiErrorMessage(product.error)} />;
  const p = product.data;
  const isOwner = !!user && user.storeId === store.id;
  const validQuantity = typeof quantity === 'number' && quantity >= 1;

  const addToBasket = () => {
    if (!validQuantity) return;
    updateBasket((basket) =>
      addItem(
        basket,
        { storeId: store.id, storeUri: store.uri, storeName: store.name },
        { productId: p.id, name: p.name, price: p.price, imagePath: p.productImages[0]?.thumbnailFilePath ?? null, quantity },
      ),
    );
    notifySuccess('shopUi:product.added', { name: p.name, quantity });
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.storeMain(store.uri)} fz="sm" c="postBlue.6">
        <Group gap={4}>
          <ArrowLeftIcon size={16} />
          {t('shopUi:product.back')}
        </Group>
      </Anchor>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
          <Gallery product={p} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 7 }}>
          <Stack gap="md">
            <Badge variant="light" color="postBlue" style={{ alignSelf: 'flex-start' }}>
              {p.productCategory.name}
            </Badge>
            <Title order={2} fz={{ base: 22, sm: 28 }} data-testid="product-name">
              {p.name}
            </Title>
            <Text fz={30} fw={700} c="postRed.6" data-testid="product-price">
              {t('shopUi:money.baht', { amount: formatBaht(p.price, i18n.language) })}
            </Text>
            <Paper withBorder radius="lg" p="md">
              <Group align="flex-end" gap="sm">
                <NumberInput
                  label={t('shopUi:product.quantity')}
                  w={140}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  value={quantity}
                  onChange={(v) => setQuantity(v === '' ? '' : Number(v))}
                  error={validQuantity ? undefined : t('order:quantityMin')}
                  data-testid="quantity-input"
                />
                <Button
                  size="md"
                  leftSection={<BasketIcon size={18} />}
                  onClick={addToBasket}
                  disabled={!validQuantity}
                  data-testid="add-to-basket"
                >
                  {t('shopUi:product.addToBasket')}
                </Button>
                <Button size="md" variant="light" component={Link} to={paths.basket}>
                  {t('shopUi:product.toBasket')}
                </Button>
              </Group>
            </Paper>
            {isOwner ? (
              <Button
                component={Link}
                to={paths.productManage(store.uri, p.id)}
                variant="subtle"
                color="postBlue"
                leftSection={<EditIcon size={16} />}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('shopUi:product.edit')}
              </Button>
            ) : null}
            <div>
              <Text fw={700} mb={4}>
                {t('shopUi:product.description')}
              </Text>
              <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                {p.description || '-'}
              </Text>
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /stores/{uri}/products/detail?productId (spec 2 "Main and storefront"). */
export function ProductDetailPage() {
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  return <StoreShell>{(store) => <ProductDetail store={store} productId={productId} />}</StoreShell>;
}
