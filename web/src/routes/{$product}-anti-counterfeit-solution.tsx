import { Button, Card, Container, Grid, List, Stack, Text, TextInput, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PublicLayout } from '../components/layout/public-layout';
import { sendContact } from '../features/landing/api/landing-api';
import { notifyTopCenter } from '../lib/toast';
import { useTextFields } from '../lib/use-text-fields';

export const Route = createFileRoute('/{$product}-anti-counterfeit-solution')({
  component: ContactPage,
});

const POINTS = [
  '24/7 counterfeit protection: every scan and every report reaches your team the moment it happens.',
  'Transparent authenticity verification: buyers check an id or a QR photo in seconds, without an account.',
  'Immutable origin tracking: each item’s history is a hash chain that cannot be rewritten.',
  'Smart ownership: hand-overs between brand, distributor and buyer are requested and approved, never assumed.',
];

const EMPTY = { fullname: '', email: '', message: '' };

/** Contact page per product line (section 2): marketing text and a form; no validation (section 5). */
function ContactPage() {
  const { product } = Route.useParams();
  const navigate = useNavigate();
  const [fields, setFields, set] = useTextFields(EMPTY);
  const [sending, setSending] = useState(false);
  const name = decodeURIComponent(product).replace(/-/g, ' ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await sendContact(fields);
      setFields(EMPTY);
      void navigate({ to: '/thankyou' });
    } catch (error) {
      console.warn('Contact failed', error);
      notifyTopCenter.error('Please Try Again After Sometime !!!');
    } finally {
      setSending(false);
    }
  };

  return (
    <PublicLayout>
      <Container size="lg" py={{ base: 32, sm: 64 }}>
        <Grid gutter={48}>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <Text tt="uppercase" fw={700} fz="xs" c="brass.8" style={{ letterSpacing: '0.16em' }}>
                Anti-counterfeit solution
              </Text>
              <Title order={1} fz={{ base: 28, sm: 40 }} tt="capitalize">
                {name} anti-counterfeit solution
              </Title>
              <Text c="dimmed" fz="lg">
                Counterfeits cost {name} brands revenue and trust. Provenance gives every product a verifiable identity from the day it is made,
                so your customers and partners can tell the genuine article from a copy.
              </Text>
              <List spacing="sm" icon={<ThemeIcon color="brass" radius="xl" size={22}><IconCheck size={14} /></ThemeIcon>}>
                {POINTS.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card p={{ base: 'lg', sm: 'xl' }}>
              <form onSubmit={submit} aria-label="Contact us">
                <Stack gap="md">
                  <Title order={2} fz={22}>
                    Talk to an expert
                  </Title>
                  <TextInput label="Full name" value={fields.fullname} onChange={set('fullname')} autoComplete="name" />
                  <TextInput label="E-mail address" type="email" value={fields.email} onChange={set('email')} autoComplete="email" />
                  <Textarea label="Message" minRows={4} autosize value={fields.message} onChange={set('message')} />
                  <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
                    Send query
                  </Button>
                </Stack>
              </form>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </PublicLayout>
  );
}
