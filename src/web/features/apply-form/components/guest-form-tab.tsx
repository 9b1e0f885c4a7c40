// The Guest form tab of account settings (docs/product.md#guest-form): turn the public "Be a
// guest" form on or off, choose its link name (a new name retires the old link at once), write the
// introduction shown above it, choose whether it asks for a phone and a LinkedIn URL, and copy or
// preview the link. In a team it is the team's form, which every member manages.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyableLink } from '#web/components/copyable-link.js';
import { ApiError, fieldErrors, serverMessage } from '#web/lib/api.js';
import { conflictOf } from '#web/lib/conflict.js';
import { useFollowSaved } from '#web/lib/use-follow-saved.js';
import {
  GUEST_FORM_LIMITS,
  guestFormSettingsSchema,
  type GuestFormAnswer,
  type GuestFormDto,
  type GuestFormSettingsInput,
} from '#shared/schemas/guest-form.js';
import { guestFormQueryOptions, useSaveGuestForm } from '../api/guest-form';
import { slugHint } from '../slug-hint';

/** What the tab shows of a form: its settings, or before its first save the suggestions. */
function settingsOf({ form, suggestedSlug }: GuestFormAnswer): GuestFormSettingsInput {
  return {
    enabled: form?.enabled ?? false,
    slug: form?.slug ?? suggestedSlug,
    intro: form?.intro ?? '',
    askPhone: form?.askPhone ?? false,
    askLinkedin: form?.askLinkedin ?? true,
  };
}

export function GuestFormTab({ onSessionEnded }: { onSessionEnded: () => void }) {
  const answer = useQuery(guestFormQueryOptions());
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="guest-form-title">
      <Title order={2} fz="h3" mb="xs" id="guest-form-title">
        Guest form
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        A public page where people who would like to be on your show apply themselves. Put the link
        in your show notes or profiles: each application lands in Prospect with a “New” badge.
      </Text>
      {answer.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading guest form" />
      ) : answer.isError ? (
        <Alert color="red">
          {serverMessage(answer.error) ?? 'The guest form could not be loaded.'}
        </Alert>
      ) : (
        <GuestFormSettingsForm answer={answer.data} onSessionEnded={onSessionEnded} />
      )}
    </Card>
  );
}

function GuestFormSettingsForm({
  answer,
  onSessionEnded,
}: {
  answer: GuestFormAnswer;
  onSessionEnded: () => void;
}) {
  const save = useSaveGuestForm();
  const queryClient = useQueryClient();
  const saved = answer.form;
  const form = useForm<GuestFormSettingsInput>({
    initialValues: settingsOf(answer),
    validate: schemaResolver(guestFormSettingsSchema, { sync: true }),
  });
  // The saved copy the form's values come from: its `updatedAt` goes with the save, so a save a
  // teammate made since is refused, not overwritten (docs/product.md#versions).
  const [base, setBase] = useState<GuestFormDto | null>(answer.form);
  // The form read again (a teammate's save, a team joined or left, heard on the live stream): the
  // tab follows it, unless the host has typed something, which stays to be saved (or refused as
  // stale).
  useFollowSaved(answer, form.isDirty, (next) => {
    const values = settingsOf(next);
    form.setValues(values);
    form.resetDirty(values);
    setBase(next.form);
  });
  const origin = window.location.origin;
  const link = saved ? `${origin}${saved.path}` : null;

  const handleSubmit = form.onSubmit((values) => {
    // The copy edited: null for a form never saved, so a first save made meanwhile is not overwritten.
    const settings = guestFormSettingsSchema.parse({
      ...values,
      updatedAt: base ? base.updatedAt : null,
    });
    // The form shows the settings as stored (a link name the server tidied, " My-Show " saved as
    // "my-show"), whether this save stored them or someone else's did since.
    const show = (stored: GuestFormDto) => {
      const { enabled, slug, intro, askPhone, askLinkedin } = stored;
      const shown = { enabled, slug, intro, askPhone, askLinkedin };
      form.setValues(shown);
      form.resetDirty(shown);
      setBase(stored);
    };
    save.mutate(settings, {
      // Unless the host typed on while it saved: their edits stay, to be saved next.
      onSuccess: (result) => {
        if (JSON.stringify(form.getValues()) === JSON.stringify(values)) show(result);
        else {
          form.resetDirty({ ...settings, slug: result.slug });
          setBase(result);
        }
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) onSessionEnded();
        // Saved by someone else since this copy (the toast names who): show their settings.
        const conflict = conflictOf<GuestFormDto>(error);
        if (conflict) {
          show(conflict.conflict.current);
          return;
        }
        // The form edited is no longer the host's (a team joined or left since): saved next on
        // the host's form as read again, keeping what they typed.
        if (error instanceof ApiError && error.status === 409) {
          void queryClient
            .fetchQuery(guestFormQueryOptions())
            .then((fresh) => {
              if (!sameForm(fresh.form, base)) setBase(fresh.form);
            })
            .catch(() => undefined);
        }
        form.setErrors(fieldErrors(error));
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {saved?.team && (
          <Text size="sm">
            This is your team’s form: every member can change it, and applications land on the team
            owner’s board, shared with the team.
          </Text>
        )}
        <Switch
          label="Accept applications"
          description="When off, the link answers “not available”."
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <TextInput
          label="Link name"
          description={slugHint(form.values.slug, saved?.slug ?? null, origin)}
          leftSection={<Text size="sm">/apply/</Text>}
          leftSectionWidth={64}
          maxLength={GUEST_FORM_LIMITS.slugMax}
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('slug')}
        />
        <Textarea
          label="Introduction"
          description={`Shown above the form, as plain text. ${(form.values.intro ?? '').length} / ${GUEST_FORM_LIMITS.intro} characters.`}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('intro')}
        />
        <Switch
          label="Ask for a phone number"
          {...form.getInputProps('askPhone', { type: 'checkbox' })}
        />
        <Switch
          label="Ask for a LinkedIn URL"
          {...form.getInputProps('askLinkedin', { type: 'checkbox' })}
        />
        <Group gap="sm">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={save.isPending}
          >
            Save guest form
          </Button>
          {saved?.enabled && (
            <Button
              component="a"
              href={saved.path}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              Preview
            </Button>
          )}
        </Group>
        {link && saved?.enabled ? (
          <CopyableLink
            label="Your guest form link"
            value={link}
            copyLabel="Copy link"
            copiedLabel="Link copied"
            copiedMessage="Guest form link copied."
          />
        ) : (
          saved && (
            <Text size="sm" c="dimmed">
              The form is off. Turn on “Accept applications” and save to share{' '}
              <Anchor component="span" inherit>
                {link}
              </Anchor>
              .
            </Text>
          )
        )}
      </Stack>
    </form>
  );
}

/**
 * Whether two copies are of one form: the host's own, or their team's (a host has one of each
 * at most at a time).
 */
function sameForm(a: GuestFormDto | null, b: GuestFormDto | null): boolean {
  return a === null || b === null ? a === b : a.team === b.team;
}
