import { SALON, ZInvoice, ZMyInvoices } from '@salon/shared';
import { HAIRCUT, invoiceDocument, issueInvoice, MASSAGE } from '@test/helpers/invoices';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { holds, pdfText } from '@test/helpers/pdf-text';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, tillAudit, users } from '@/db/schema';

describe.each(databaseKinds)('issued documents on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({ mail: { smtpUrl: smtp.url, from: 'Salon <no-reply@salon.test>' } }));

  /**
   * A salon where a customer with an account has two paid visits (an invoice, then a credit note on it, and a
   * later receipt), another customer has none, and a walk-in without an account has one.
   */
  async function world() {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const book = async (hours: number) => {
      const slot = await salon.slot(salon.elena._id, salon.cut._id, hours);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(customer.token),
        payload: orderPayload(slot._id),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json()._id as string;
    };
    const walkInSlot = await salon.slot(salon.sofia._id, salon.cut._id, 50);
    const walkInOrder = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/anonymous',
      headers: salon.admin,
      payload: { ...orderPayload(walkInSlot._id), user: { name: 'Huda Walk-in', phone: '0501234567' } },
    });
    expect(walkInOrder.statusCode, walkInOrder.body).toBe(201);
    const db = ctx.database.db;
    const first = await issueInvoice(db, {
      orderId: await book(30),
      number: 1,
      document: invoiceDocument({
        number: 'INV-000001',
        lines: [HAIRCUT, MASSAGE],
        issuedAt: '2026-11-20T10:00:00.000Z',
      }),
    });
    const credit = await issueInvoice(db, {
      saleId: first.saleId,
      series: 'credit-note',
      number: 1,
      refersTo: first.invoiceId,
      document: invoiceDocument({
        kind: 'credit-note',
        number: 'CN-000001',
        lines: [HAIRCUT],
        refersToNumber: 'INV-000001',
        reason: 'Service not given',
        issuedAt: '2026-11-21T10:00:00.000Z',
      }),
    });
    const later = await issueInvoice(db, {
      orderId: await book(40),
      series: 'receipt',
      number: 1,
      document: invoiceDocument({
        kind: 'receipt',
        number: 'RCT-000001',
        lines: [HAIRCUT],
        issuedAt: '2026-11-25T10:00:00.000Z',
      }),
    });
    const walkIn = await issueInvoice(db, {
      orderId: walkInOrder.json()._id,
      number: 2,
      document: invoiceDocument({
        number: 'INV-000002',
        lines: [MASSAGE],
        customer: { name: 'Huda Walk-in', trn: null },
        issuedAt: '2026-11-26T10:00:00.000Z',
      }),
    });
    // A reception account, besides the admin that set the salon up.
    const reception = await registerAndLogin(ctx.app);
    await db.update(users).set({ role: 'reception' }).where(eq(users.email, reception.email));
    return { salon, customer, other, reception, first, credit, later, walkIn };
  }

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

  it('gives the customer their own document and the desk any; anyone else is told it does not exist', async () => {
    const w = await world();
    const own = await get(`/api/invoices/${w.first.invoiceId}`, bearer(w.customer.token));
    expect(own.statusCode, own.body).toBe(200);
    const invoice = ZInvoice.parse(own.json());
    expect(invoice).toMatchObject({
      _id: w.first.invoiceId,
      kind: 'simplified-tax-invoice',
      number: 'INV-000001',
      saleId: w.first.saleId,
      totalFils: 33_900,
      issuedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(invoice.document.lines.map((line) => line.descriptionAr)).toEqual(['قص الشعر وتصفيفه', 'حمام مغربي']);
    expect((await get(`/api/invoices/${w.walkIn.invoiceId}`, bearer(w.reception.token))).statusCode).toBe(200);
    expect((await get(`/api/invoices/${w.walkIn.invoiceId}`, w.salon.admin)).statusCode).toBe(200);
    // Another customer, and the customer on someone else's document: the same 404 as an unknown id.
    const notTheirs = await get(`/api/invoices/${w.first.invoiceId}`, bearer(w.other.token));
    const walkIns = await get(`/api/invoices/${w.walkIn.invoiceId}`, bearer(w.customer.token));
    const unknown = await get('/api/invoices/7f0c4a4e-1f55-4f31-9a57-2d6f1c3d9b10', bearer(w.customer.token));
    for (const response of [notTheirs, walkIns, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Invoice not found');
    }
    expect((await get(`/api/invoices/${w.first.invoiceId}`, {})).statusCode).toBe(401);
    const arabic = await get(`/api/invoices/${w.first.invoiceId}`, {
      ...bearer(w.other.token),
      'accept-language': 'ar',
    });
    expect(arabic.json().message).toBe('الفاتورة غير موجودة');
  });

  it("lists the caller's own documents newest first, a page at a time, and nobody else's", async () => {
    const w = await world();
    const all = ZMyInvoices.parse((await get('/api/me/invoices', bearer(w.customer.token))).json());
    expect(all.items.map((item) => item.number)).toEqual(['RCT-000001', 'CN-000001', 'INV-000001']);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(all.items[2]).toMatchObject({ _id: w.first.invoiceId, kind: 'simplified-tax-invoice', vatFils: 1614 });
    const second = (await get('/api/me/invoices?page=2&pageSize=2', bearer(w.customer.token))).json();
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((item: { number: string }) => item.number)).toEqual(['INV-000001']);
    expect((await get('/api/me/invoices', bearer(w.other.token))).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 50,
    });
    expect((await get('/api/me/invoices?pageSize=1000', bearer(w.customer.token))).statusCode).toBe(400);
  });

  it('serves the PDF in both languages to its customer only, as a private answer', async () => {
    const w = await world();
    const response = await get(`/api/invoices/${w.credit.invoiceId}/pdf`, bearer(w.customer.token));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="CN-000001.pdf"');
    expect(response.headers['cache-control']).toMatch(/no-store|private/);
    const text = await pdfText(response.rawPayload);
    for (const words of ['Credit Note', 'إشعار دائن', 'CN-000001', 'Corrects invoice: INV-000001', 'Service not given'])
      expect(holds(text, words), words).toBe(true);
    expect((await get(`/api/invoices/${w.credit.invoiceId}/pdf`, bearer(w.other.token))).statusCode).toBe(404);
  });

  it('mails the latest document as a PDF to the customer, in their language, and refuses without one', async () => {
    const w = await world();
    await ctx.database.db.update(users).set({ locale: 'ar' }).where(eq(users.email, w.customer.email));
    const post = (saleId: string, payload: object, headers: Record<string, string> = bearer(w.reception.token)) =>
      ctx.app.inject({ method: 'POST', url: `/api/sales/${saleId}/receipt`, headers, payload });
    const sent = await post(w.first.saleId, {});
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ sentTo: w.customer.email });
    const mail = await smtp.waitForMail(w.customer.email, 0, /CN-000001/);
    // The credit note is the sale's latest document.
    expect(mail.subject).toBe(`إشعار دائن رقم CN-000001 من ${SALON.name}`);
    expect(mail.text).toContain('شكرًا لزيارتك');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'CN-000001.pdf', contentType: 'application/pdf' });
    expect(holds(await pdfText(mail.attachments[0]!.content), 'Corrects invoice: INV-000001')).toBe(true);
    const [audit] = await ctx.database.db.select().from(tillAudit);
    expect(audit).toMatchObject({ action: 'receipt-sent', saleId: w.first.saleId, recordedByName: expect.any(String) });

    // A walk-in without an address: the desk is asked for one, then it goes there, in the desk's language.
    const noAddress = await post(w.walkIn.saleId, {});
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toMatch(/no e-mail address/);
    const typed = await post(w.walkIn.saleId, { email: 'huda@example.test' });
    expect(typed.statusCode, typed.body).toBe(202);
    const walkInMail = await smtp.waitForMail('huda@example.test');
    expect(walkInMail.subject).toBe(`Your Simplified Tax Invoice INV-000002 from ${SALON.name}`);
    expect(walkInMail.attachments[0]?.filename).toBe('INV-000002.pdf');

    // A sale not paid yet has nothing to send; a customer may not send at all.
    const [open] = await ctx.database.db
      .insert(sales)
      .values({
        orderId: (await get(`/api/invoices/${w.later.invoiceId}`, w.salon.admin)).json().orderId,
        recordedByName: 'Reception',
      })
      .returning();
    const unpaid = await post(
      open!.id,
      { email: 'huda@example.test' },
      { ...bearer(w.reception.token), 'accept-language': 'ar' },
    );
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('لم تصدر لهذه العملية فاتورة أو إيصال بعد: تصدر عند دفع المبلغ كاملًا.');
    expect((await post(w.first.saleId, {}, bearer(w.customer.token))).statusCode).toBe(403);
  });

  it('sends no more than a few receipts an hour to one address', async () => {
    const w = await world();
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/sales/${w.walkIn.saleId}/receipt`,
        headers: bearer(w.reception.token),
        payload: { email: 'target@example.test' },
      });
    for (let sent = 0; sent < 5; sent += 1) expect((await post()).statusCode).toBe(202);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Several receipts/);
    expect(smtp.mailTo('target@example.test')).toHaveLength(5);
  });
});
