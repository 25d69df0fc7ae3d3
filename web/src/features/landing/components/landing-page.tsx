import { Anchor, Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PublicHeader } from '../../../components/layout/public-header';
import {
  IconChartBar,
  IconClock24,
  IconDatabaseShare,
  IconFingerprint,
  IconHeadset,
  IconMail,
  IconMapPin,
  IconPackages,
  IconPhone,
  IconQrcode,
  IconRoute,
  IconShieldLock,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { BrandMark } from '../../../components/layout/brand-mark';
import { AnchorLink, ButtonLink } from '../../../components/links/router-links';
import { useAfterFirstRender } from '../../../lib/first-screen';
import { compactCount } from '../../../lib/format';
import { STATS_FLOOR, landingQueries } from '../api/landing-api';
import { Deferred, whenDeferredSectionsShown } from './deferred-sections';
import { HeroSearch } from './hero-search';
import { IdSearchForm } from './id-search-form';
import classes from './landing-page.module.css';
import { LANDING_SECTIONS, scrollToSection, useFadeIn, useScrollSpy, type LandingSection } from './use-landing-scroll';

export const CONTACT = {
  address: '5th Floor, Tower B, DLF Cyber City Phase 2, Gurugram, Haryana 122002, India',
  phone: '+91 124 456 7800',
  email: 'support@provenance.app',
};

const NAV: { section: LandingSection; label: string }[] = [
  { section: 'home', label: 'Home' },
  { section: 'about', label: 'About' },
  { section: 'values', label: 'Unique Values' },
  { section: 'how', label: 'How it works' },
  { section: 'faq', label: 'FAQ' },
  { section: 'chat', label: "Let's have a chat" },
];

const PARTNERS = ['MAISON AUREL', 'NORDVIK', 'CASA LUMEN', 'HALDEN & CO', 'ORIENT TEXTILES', 'VERITAS LABS', 'KORA PHARMA', 'ASTOR WATCHES'];

const WHY = [
  { icon: IconFingerprint, title: 'Product authenticity', text: 'Every piece carries its own identity, registered the day it is made.' },
  { icon: IconRoute, title: 'Ownership flow', text: 'Follow each hand-over from factory to owner, in real time.' },
  { icon: IconShieldLock, title: 'Fraud prevention', text: 'A tamper-evident, hash-chained history makes counterfeits and diversion visible.' },
];

const STEPS = [
  { icon: IconQrcode, title: 'Track via id or QR', text: 'Scan the QR code on the tag or type the id to see where a product comes from.' },
  { icon: IconChartBar, title: 'Product analytics', text: 'See stock, movements and counterfeit reports per product and per month.' },
  { icon: IconPackages, title: 'Manage inventories', text: 'Register items, pack them in level 1 and level 2 packages and hand them over.' },
  { icon: IconHeadset, title: '24/7 support', text: 'Our team answers brand protection questions around the clock.' },
];

const FEATURES = [
  {
    icon: IconPackages,
    title: 'Inventory management',
    text: 'Bulk registration from CSV, batches, warranty and expiry dates, QR sheets ready to print, and packaging with contents you can verify.',
  },
  {
    icon: IconDatabaseShare,
    title: 'Secure data share',
    text: 'Share exactly what a partner needs: the public sees authenticity, owners see the full history, and every change is signed into the chain.',
  },
];

/**
 * A landing section below the hero: fades in, a container with the section's padding, the eyebrow and heading
 * (light on the dark sections). `flushTop` for a section that follows one of the same colour.
 */
function Section({
  id,
  eyebrow,
  title,
  dark = false,
  size = 'lg',
  flushTop = false,
  children,
}: {
  id: LandingSection;
  eyebrow: string;
  title: string;
  dark?: boolean;
  size?: 'md' | 'lg';
  flushTop?: boolean;
  children: ReactNode;
}) {
  const { ref, shown } = useFadeIn<HTMLDivElement>();
  const padding = { base: 48, sm: 80 };
  return (
    <Box component="section" id={id} className={classes.section} bg={dark ? 'var(--app-ink)' : undefined} aria-labelledby={`${id}-title`}>
      <div ref={ref} className={`${classes.fade} ${shown ? classes.fadeShown : ''}`}>
        <Container size={size} pt={flushTop ? undefined : padding} pb={padding}>
          <Stack gap={6} align="center" ta="center" mb={40}>
            <Text tt="uppercase" fw={700} fz="xs" c={dark ? 'brass.3' : 'brass.8'} style={{ letterSpacing: '0.18em' }}>
              {eyebrow}
            </Text>
            <Title order={2} id={`${id}-title`} fz={{ base: 26, sm: 36 }} c={dark ? 'white' : undefined}>
              {title}
            </Title>
          </Stack>
          {children}
        </Container>
      </div>
    </Box>
  );
}

function Figures() {
  const stats = useQuery(landingQueries.stats());
  const values = stats.data ?? STATS_FLOOR;
  const figures = [
    { value: Math.max(values.companies, STATS_FLOOR.companies), label: 'new companies registered', testId: 'stat-companies' },
    { value: Math.max(values.inventories, STATS_FLOOR.inventories), label: 'inventories', testId: 'stat-inventories' },
    { value: Math.max(values.trackings, STATS_FLOOR.trackings), label: 'trackings in progress', testId: 'stat-trackings' },
  ];
  return (
    <Group justify="center" gap={48} wrap="wrap">
      {figures.map((figure) => (
        <Stack key={figure.label} gap={0} align="center">
          <Text ff="heading" fz={40} fw={600} c="white" data-testid={figure.testId}>
            {compactCount(figure.value)}+
          </Text>
          <Text c="ink.2" size="sm">
            {figure.label}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}

function LandingNav({ onChoose }: { onChoose: (section: LandingSection) => void }) {
  const active = useScrollSpy(LANDING_SECTIONS);
  // 'why' sits between About and Unique Values and has no link of its own: About stays lit.
  const lit = active === 'why' ? 'about' : active;
  return (
    <Box component="nav" className={classes.nav} aria-label="Landing sections">
      <Container size="lg">
        <div className={classes.navLinks}>
          {NAV.map(({ section, label }) => (
            <button key={section} type="button" className={classes.navLink} aria-current={lit === section ? 'true' : undefined} onClick={() => onChoose(section)}>
              {label}
            </button>
          ))}
        </div>
      </Container>
    </Box>
  );
}

/** The marketing landing page (specification section 2): sections home, about, why, values, how, faq, chat. */
export function LandingPage() {
  const { state, id } = useSearch({ from: '/' });
  const navigate = useNavigate({ from: '/' });

  // `?state=<section>` scrolls to that section once the page has laid out.
  // Below the hero (the server's first screen) the sections render right after the first render, in a transition
  // whose work yields to the browser, so the page is not one long task on a phone.
  const shown = useAfterFirstRender();

  useEffect(() => {
    if (!state || !shown) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void whenDeferredSectionsShown().then(() => {
        if (!cancelled) scrollToSection(state);
      });
    }, 50);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state, shown]);

  const choose = (section: LandingSection) => {
    // Choosing a header link removes the `state` parameter from the URL.
    if (state) void navigate({ search: {}, replace: true, resetScroll: false });
    void whenDeferredSectionsShown().then(() => scrollToSection(section));
  };

  return (
    <Box mih="100vh" bg="var(--app-surface)">
      <PublicHeader
        links={
          <ButtonLink to="/login" variant="outline" color="brass.3" size="sm" visibleFrom="xs">
            Let's Start
          </ButtonLink>
        }
      />
      <LandingNav onChoose={choose} />
      <Box component="main">
        <Box component="section" id="home" className={`${classes.hero} ${classes.section}`} aria-labelledby="home-title">
          <Container size="md" py={{ base: 56, sm: 96 }}>
            <Stack align="center" ta="center" gap="lg">
              <Text tt="uppercase" fw={700} fz="xs" c="brass.3" style={{ letterSpacing: '0.2em' }}>
                Anti-counterfeit · Provenance · Ownership
              </Text>
              <Title order={1} id="home-title" c="white" fz={{ base: 34, sm: 52 }} lh={1.1}>
                Is it genuine? Ask its history.
              </Title>
              <Text c="ink.2" fz={{ base: 'md', sm: 'lg' }} maw={560}>
                Enter the id printed on the tag, or upload a photo of its QR code, to see where a product comes from and who owns it today.
              </Text>
              <Box w="100%" maw={600}>
                <HeroSearch initialId={id} />
              </Box>
              <ButtonLink to="/login" variant="filled" color="brass" radius="xl" hiddenFrom="xs">
                Let's Start
              </ButtonLink>
              <Box mt="xl">
                <Figures />
              </Box>
            </Stack>
          </Container>
        </Box>

        {shown && (
          <>
            <Section id="about" eyebrow="About" title="Trusted by brands that care where their products go">
              <Text c="dimmed" ta="center" maw={720} mx="auto" mb={40}>
                Provenance gives every product a verifiable identity and an ownership history that cannot be rewritten. Brands register what they make,
                partners pass it on, and buyers check it in seconds.
              </Text>
              <div className={classes.marquee} role="group" aria-label="Our partners">
                <div className={classes.marqueeTrack}>
                  {[...PARTNERS, ...PARTNERS].map((name, index) => (
                    <span key={`${name}-${index}`} className={classes.partner} aria-hidden={index >= PARTNERS.length ? true : undefined}>
                      {name}
                    </span>
                  ))}
                </div>
              </div>
            </Section>

            <Section id="why" eyebrow="Why Provenance" title="Authenticity you can prove" flushTop>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
                {WHY.map(({ icon: Icon, title, text }) => (
                  <Stack key={title} gap="sm">
                    <ThemeIcon size={48} radius="xl" variant="light" color="brass">
                      <Icon size={24} stroke={1.5} />
                    </ThemeIcon>
                    <Title order={3} fz={20}>
                      {title}
                    </Title>
                    <Text c="dimmed">{text}</Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Section>

            <Section id="values" eyebrow="Unique values" title="Everything a brand needs to protect its products" dark>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                {FEATURES.map(({ icon: Icon, title, text }) => (
                  <Card key={title} bg="var(--app-ink-raised)" c="white" p="xl" withBorder={false}>
                    <Group gap="md" align="flex-start" wrap="nowrap">
                      <ThemeIcon size={48} radius="md" color="brass">
                        <Icon size={26} stroke={1.5} />
                      </ThemeIcon>
                      <Stack gap={6}>
                        <Title order={3} fz={20} c="white">
                          {title}
                        </Title>
                        <Text c="ink.2">{text}</Text>
                      </Stack>
                    </Group>
                  </Card>
                ))}
              </SimpleGrid>
            </Section>

            <Section id="how" eyebrow="How it works" title="Live tracking in four steps">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
                {STEPS.map(({ icon: Icon, title, text }, index) => (
                  <Card key={title} className={classes.step} p="lg">
                    <Stack gap="sm">
                      <Group justify="space-between">
                        <ThemeIcon size={44} radius="xl" variant="light" color="ink">
                          <Icon size={22} stroke={1.5} />
                        </ThemeIcon>
                        <Text ff="heading" fz={28} c="brass.7" fw={600} aria-hidden>
                          0{index + 1}
                        </Text>
                      </Group>
                      <Title order={3} fz={18}>
                        {title}
                      </Title>
                      <Text c="dimmed" size="sm">
                        {text}
                      </Text>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            </Section>

            <Section id="faq" eyebrow="FAQ" title="Frequently asked questions" size="md" flushTop>
              <Deferred minHeight={251}>{({ FaqAccordion }) => <FaqAccordion />}</Deferred>
            </Section>

            <Section id="chat" eyebrow="Let's have a chat" title="Talk to our brand protection team" dark>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
                <Stack gap="xl">
                  <Card p="lg">
                    <Stack gap="sm">
                      <Title order={3} fz={18}>
                        Stay informed
                      </Title>
                      <Text size="sm" c="dimmed">
                        Product news and counterfeit alerts, about once a month.
                      </Text>
                      <Deferred minHeight={67}>{({ SubscribeForm }) => <SubscribeForm />}</Deferred>
                    </Stack>
                  </Card>
                  <Stack gap="md" c="white" component="address" style={{ fontStyle: 'normal' }}>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <IconMapPin size={20} color="var(--mantine-color-brass-3)" aria-hidden />
                      <Text c="ink.1">{CONTACT.address}</Text>
                    </Group>
                    <Group gap="sm" wrap="nowrap">
                      <IconPhone size={20} color="var(--mantine-color-brass-3)" aria-hidden />
                      <Anchor href={`tel:${CONTACT.phone.replace(/\s/g, '')}`} c="ink.1">
                        {CONTACT.phone}
                      </Anchor>
                    </Group>
                    <Group gap="sm" wrap="nowrap">
                      <IconMail size={20} color="var(--mantine-color-brass-3)" aria-hidden />
                      <Anchor href={`mailto:${CONTACT.email}`} c="ink.1">
                        {CONTACT.email}
                      </Anchor>
                    </Group>
                    <Group gap="sm" wrap="nowrap">
                      <IconClock24 size={20} color="var(--mantine-color-brass-3)" aria-hidden />
                      <Text c="ink.1">Support around the clock, every day</Text>
                    </Group>
                  </Stack>
                </Stack>
                <Card p="lg">
                  <Stack gap="sm">
                    <Title order={3} fz={18}>
                      Write to us
                    </Title>
                    <Deferred minHeight={331}>{({ WriteToUsForm }) => <WriteToUsForm />}</Deferred>
                  </Stack>
                </Card>
              </SimpleGrid>
            </Section>
          </>
        )}
      </Box>

      {shown && (
        <Box component="footer" bg="#090b0f" py="xl">
          <Container size="lg">
            <Stack gap="lg">
              <Group justify="space-between" gap="lg" align="center">
                <BrandMark />
                <Box w={{ base: '100%', sm: 420 }}>
                  <IdSearchForm size="sm" label="Search a product id" buttonLabel="Verify" />
                </Box>
              </Group>
              <Group justify="space-between" gap="md">
                <Text c="ink.3" size="sm">
                  © {new Date().getFullYear()} Provenance
                </Text>
                <Group gap="lg">
                  <AnchorLink to="/privacy" c="ink.2" size="sm">
                    Privacy
                  </AnchorLink>
                  <AnchorLink to="/terms-and-conditions" c="ink.2" size="sm">
                    Terms and conditions
                  </AnchorLink>
                  <Anchor href="#faq" c="ink.2" size="sm">
                    FAQ
                  </Anchor>
                </Group>
              </Group>
            </Stack>
          </Container>
        </Box>
      )}
    </Box>
  );
}
