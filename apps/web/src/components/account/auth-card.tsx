import { Button, Container, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Heading } from '../heading';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  iconColor?: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: number;
}

/** The centred card every account screen uses (sign-in, sign-up, password recovery, 403). */
export function AuthCard({ title, description, icon, iconColor = 'postRed', children, footer, size = 460 }: AuthCardProps) {
  return (
    <Container size={size} px="md" py={{ base: 'xl', sm: 48 }}>
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 36 }}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            {icon ? (
              <ThemeIcon size={56} radius="xl" variant="light" color={iconColor}>
                {icon}
              </ThemeIcon>
            ) : null}
            <Heading title={title} description={description} order={1} fz={{ base: 24, sm: 28 }} gap={6} align="center" />
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Text ta="center" mt="lg" fz="sm" c="dimmed">
          {footer}
        </Text>
      ) : null}
    </Container>
  );
}

/** The card's full-width submit button (a loading button is disabled too). */
export function AuthSubmit({ children, ...props }: { loading?: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="md" fullWidth {...props}>
      {children}
    </Button>
  );
}
