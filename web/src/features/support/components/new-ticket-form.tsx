import { Button, Card, Group, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { TICKET_CATEGORIES, type SupportTicketDetail, type TicketCategory } from '../api/support-queries';
import { useSupportMutations } from '../api/use-support-mutations';
import { CATEGORY_LABELS } from './ticket-labels';
import { FormFooter } from '../../../components/forms/form-footer';
import { missingFields } from '../../../lib/use-form-fields';

const ID = /^(INVE|PACK)\d+$/i;

/** A new ticket: subject, category, the first message and optionally the item or package it is about. */
export function NewTicketForm({ onOpened, onCancel, initialDisplayId }: { onOpened: (ticket: SupportTicketDetail) => void; onCancel?: () => void; initialDisplayId?: string }) {
  const { open } = useSupportMutations();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>('general');
  const [message, setMessage] = useState('');
  const [displayId, setDisplayId] = useState(initialDisplayId ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = missingFields({ subject, message }, { subject: 'Please enter a subject', message: 'Please describe what you need' });
    if (displayId.trim() && !ID.test(displayId.trim())) found.display_id = 'An id starts with INVE or PACK';
    setErrors(found);
    if (Object.keys(found).length) return;
    open.mutate(
      { subject: subject.trim(), category, message: message.trim(), ...(displayId.trim() ? { display_id: displayId.trim().toUpperCase() } : {}) },
      {
        onSuccess: (ticket) => onOpened(ticket),
        onError: (error) => error instanceof ApiError && setErrors(error.fieldErrors),
      },
    );
  };

  return (
    <Card component="form" onSubmit={submit} noValidate aria-label="New support ticket">
      <Stack gap="md">
        <Title order={2} fz={20}>
          New ticket
        </Title>
        <TextInput label="Subject" required value={subject} onChange={(e) => setSubject(e.currentTarget.value)} error={errors.subject} maxLength={200} data-autofocus />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Category"
            data={TICKET_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
            value={category}
            onChange={(value) => value && setCategory(value as TicketCategory)}
            allowDeselect={false}
            error={errors.category}
            miw={180}
          />
          <TextInput
            label="Item or package id"
            description="Optional"
            placeholder="INVE000001"
            value={displayId}
            onChange={(e) => setDisplayId(e.currentTarget.value)}
            error={errors.display_id}
            miw={180}
          />
        </Group>
        <Textarea label="Message" required autosize minRows={4} maxRows={12} value={message} onChange={(e) => setMessage(e.currentTarget.value)} error={errors.message} maxLength={5000} />
        <FormFooter submit="Send to support" pending={open.isPending} error={open.isError && !Object.keys(errors).length && errorMessage(open.error)}>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={open.isPending}>
              Cancel
            </Button>
          )}
        </FormFooter>
      </Stack>
    </Card>
  );
}
