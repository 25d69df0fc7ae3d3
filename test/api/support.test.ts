import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { Session } from '../support/test-app';

describe('support tickets and messages', () => {
  const { t, live, ann, bob, admin, admin2 } = apiSuite({ ann: ['ann@example.com', 'Ann Owner'], bob: ['bob@example.com', 'Bob Other'], admin: ['help@provenance.example', 'Hana Help'], admin2: ['ops@provenance.example', 'Omar Ops'] }, { AUTH_PER_IP: '200', ADMIN_EMAILS: 'help@provenance.example,ops@provenance.example,never-signed-in@provenance.example' });

  const openTicket = (s: Session, body: Record<string, unknown> = {}) =>
    t
      .api()
      .post('/api/support/ticket')
      .set(s.auth)
      .send({ subject: 'Transfer stuck', category: 'ownership', message: 'My request is pending for a week.', display_id: 'inve000001', ...body });

  it('a user opens a ticket (201, open) and sees it with its first message; others do not', async () => {
    const res = await openTicket(ann).expect(201);
    expect(res.body).toMatchObject({ id: expect.any(String), status: 'open', subject: 'Transfer stuck', category: 'ownership', display_id: 'INVE000001' });
    expect(res.body.messages).toEqual([
      expect.objectContaining({ message: 'My request is pending for a week.', from_admin: false, author: { id: ann.id, fullname: 'Ann Owner' } }),
    ]);
    const id = res.body.id;

    const mine = await t.api().get('/api/support/ticket').set(ann.auth).expect(200);
    expect(mine.body.map((x: { id: string }) => x.id)).toEqual([id]);
    expect(mine.body[0].last_message.message).toBe('My request is pending for a week.');

    // Someone else's ticket looks like no ticket at all.
    expect((await t.api().get('/api/support/ticket').set(bob.auth).expect(200)).body).toEqual([]);
    await t.api().get(`/api/support/ticket/${id}`).set(bob.auth).expect(404);
    await t.api().get('/api/support/message').query({ ticket: id }).set(bob.auth).expect(404);
    const foreign = await t.api().post('/api/support/message').set(bob.auth).send({ ticket: id, message: 'let me in' }).expect(404);
    expect(foreign.body.detail).toBe('Ticket not found.');
    await t.api().post(`/api/support/ticket/${id}/read`).set(bob.auth).expect(404);
    // Administrators see every ticket.
    const all = await t.api().get('/api/support/ticket').set(admin.auth).expect(200);
    expect(all.body.map((x: { id: string }) => x.id)).toContain(id);
    expect(all.body[0].author).toEqual({ id: ann.id, fullname: 'Ann Owner', company: '' });
    await t.api().get(`/api/support/ticket/${id}`).set(admin2.auth).expect(200);
  });

  it('validates tickets and messages field by field, and stores nothing for a bad one', async () => {
    const bad = await t.api().post('/api/support/ticket').set(bob.auth).send({ category: 'billing', display_id: 'XYZ1' }).expect(400);
    expect(bad.body).toEqual({
      subject: ['This field is required.'],
      category: ['"billing" is not a valid choice.'],
      message: ['This field is required.'],
      display_id: ['Enter an id that starts with INVE or PACK.'],
    });
    await t.api().post('/api/support/ticket').set(bob.auth).send({ subject: 's', category: 'general', message: 'x'.repeat(5001) }).expect(400);
    expect((await t.api().get('/api/support/ticket').set(bob.auth).expect(200)).body).toEqual([]);
    await t.api().post('/api/support/message').set(bob.auth).send({ ticket: 'nope', message: 'hi' }).expect(400);
    await t.api().post('/api/support/message').set(bob.auth).send({ ticket: '00000000-0000-4000-8000-000000000000', message: 'hi' }).expect(404);
    await t.api().get('/api/support/ticket/not-a-uuid').set(bob.auth).expect(404);
    await t.api().get('/api/support/ticket').query({ status: 'pending' }).set(bob.auth).expect(400);
    await t.api().post('/api/support/ticket').send({ subject: 's', category: 'general', message: 'm' }).expect(401);
  });

  it('a non-administrator calling adminmessage gets 403, even on their own ticket, and nothing is stored', async () => {
    const { body: ticket } = await openTicket(bob, { subject: 'Question', category: 'general', display_id: undefined }).expect(201);
    const res = await t.api().post('/api/support/adminmessage').set(bob.auth).send({ ticket: ticket.id, message: 'I close it myself', status: 'closed' }).expect(403);
    expect(res.body.detail).toMatch(/administrators/);
    // Even with a body that would be invalid: who may call is checked first.
    await t.api().post('/api/support/adminmessage').set(ann.auth).send({}).expect(403);
    const after = await t.api().get(`/api/support/ticket/${ticket.id}`).set(bob.auth).expect(200);
    expect(after.body).toMatchObject({ status: 'open', message_count: 1 });
  });

  it('delivers each message live to the author and every administrator (not to others), with unread counts', async () => {
    const [annLive, adminLive, admin2Live, bobLive] = await Promise.all([live(ann), live(admin), live(admin2), live(bob)]);
    const { body: ticket } = await openTicket(ann, { subject: 'Warranty claim', category: 'warranty', display_id: null }).expect(201);
    const unreadBefore = (await t.api().get('/api/support/unread').set(admin.auth).expect(200)).body.unread;
    expect(unreadBefore).toBeGreaterThanOrEqual(1);

    // Administrator → author, with a status change.
    const reply = await t.api().post('/api/support/adminmessage').set(admin.auth).send({ ticket: ticket.id, message: 'Which item is it?', status: 'resolved' }).expect(201);
    expect(reply.body).toMatchObject({ ticket: ticket.id, message: 'Which item is it?', from_admin: true, status: 'resolved', author: { fullname: 'Hana Help' } });
    await annLive.next('support:message', (p: { ticket: string }) => p.ticket === ticket.id);
    await admin2Live.next('support:message', (p: { ticket: string }) => p.ticket === ticket.id);
    expect((await t.api().get('/api/support/unread').set(ann.auth).expect(200)).body).toEqual({ unread: 1 });
    const annList = await t.api().get('/api/support/ticket').set(ann.auth).expect(200);
    expect(annList.body.find((x: { id: string }) => x.id === ticket.id)).toMatchObject({ unread: 1, status: 'resolved' });

    // Author → administrators: the author's message reopens the resolved ticket.
    adminLive.clear();
    await t.api().post('/api/support/message').set(ann.auth).send({ ticket: ticket.id, message: 'INVE000001, the watch.' }).expect(201);
    await adminLive.next('support:message', (p: { ticket: string }) => p.ticket === ticket.id);
    await admin2Live.next('support:message', (p: { ticket: string }) => p.ticket === ticket.id);
    const messages = await t.api().get('/api/support/message').query({ ticket: ticket.id }).set(admin2.auth).expect(200);
    expect(messages.body.map((m: { message: string; from_admin: boolean }) => [m.message, m.from_admin])).toEqual([
      ['My request is pending for a week.', false],
      ['Which item is it?', true],
      ['INVE000001, the watch.', false],
    ]);
    expect((await t.api().get(`/api/support/ticket/${ticket.id}`).set(ann.auth).expect(200)).body.status).toBe('open');

    // Reading clears the reader's side only.
    expect((await t.api().post(`/api/support/ticket/${ticket.id}/read`).set(ann.auth).expect(200)).body).toEqual({ unread: 0 });
    const adminUnread = (await t.api().get('/api/support/unread').set(admin.auth).expect(200)).body.unread;
    expect(adminUnread).toBeGreaterThanOrEqual(2);
    await t.api().post(`/api/support/ticket/${ticket.id}/read`).set(admin.auth).expect(200);
    expect((await t.api().get('/api/support/unread').set(admin.auth).expect(200)).body.unread).toBe(adminUnread - 2);

    // A status alone closes it; the author can no longer write.
    await t.api().post('/api/support/adminmessage').set(admin.auth).send({ ticket: ticket.id, status: 'closed' }).expect(201);
    const closed = await t.api().post('/api/support/message').set(ann.auth).send({ ticket: ticket.id, message: 'one more' }).expect(409);
    expect(closed.body.detail).toMatch(/closed/);
    await t.api().post('/api/support/adminmessage').set(admin.auth).send({ ticket: ticket.id }).expect(400);

    // Bob was online the whole time and heard nothing of Ann's ticket.
    expect(bobLive.received.filter((r) => r.event === 'support:message')).toEqual([]);
  });
});
