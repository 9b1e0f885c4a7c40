// The card each Security tab form sits in: a titled section with its explanation, then the form
// (named by the title) ending in its submit button.
import { Button, Card, Stack, Title } from '@mantine/core';
import type { CSSProperties, FormEventHandler, ReactNode } from 'react';

interface SecurityCardProps {
  /** Prefix of the title's id, which names the section. */
  id: string;
  title: string;
  intro: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  /** A deletion: the submit button is red. */
  destructive?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

export function SecurityCard({
  id,
  title,
  intro,
  onSubmit,
  submitLabel,
  pending,
  destructive = false,
  style,
  children,
}: SecurityCardProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`${id}-title`} style={style}>
      <Title id={`${id}-title`} order={2} fz="h3" mb="xs">
        {title}
      </Title>
      {intro}
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          {children}
          <Button
            type="submit"
            color={destructive ? 'red' : undefined}
            loading={pending}
            style={{ alignSelf: 'start' }}
          >
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
