import dns2 from 'dns2';
import type { AddressInfo } from 'node:net';

const { Packet } = dns2;

/** What one name has in the test zone; a name absent from the zone is NXDOMAIN. */
export interface ZoneEntry {
  CNAME?: string;
  A?: string[];
  AAAA?: string[];
  TXT?: string[];
  /** Answer SERVFAIL for this name, as a broken resolver would. */
  servfail?: boolean;
}

/** Test support: a real DNS server (dns2, UDP) on a free local port, answering from a zone the test edits. */
export interface TestDnsServer {
  /** DNS_SERVERS for createTestApp: `127.0.0.1:<port>`. */
  address: string;
  zone: Map<string, ZoneEntry>;
  stop(): Promise<void>;
}

const TYPES = { A: Packet.TYPE.A, AAAA: Packet.TYPE.AAAA, CNAME: Packet.TYPE.CNAME, TXT: Packet.TYPE.TXT };
const IN = Packet.CLASS.IN;
// dns2's type declarations omit these: the response codes, and answers as plain records (what it encodes).
const RCODE = (Packet as unknown as { RCODE: { NXDOMAIN: number; SERVFAIL: number } }).RCODE;
type Answer = { name: string; class: number; ttl: number; type: number } & Record<string, unknown>;

/** On a free port, or on `port` when the server under test was started with it in DNS_SERVERS (e2e). */
export async function startDnsServer(port = 0): Promise<TestDnsServer> {
  const zone = new Map<string, ZoneEntry>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = (question?.name ?? '').toLowerCase();
      const entry = zone.get(name);
      if (!question || !entry) {
        response.header.rcode = RCODE.NXDOMAIN;
        send(response);
        return;
      }
      if (entry.servfail) {
        response.header.rcode = RCODE.SERVFAIL;
        send(response);
        return;
      }
      const record = { name, class: IN, ttl: 60 };
      const answer = (value: Answer) => (response.answers as unknown as Answer[]).push(value);
      if (entry.CNAME) {
        // A name with a CNAME has nothing else; address queries follow it within the zone, as a resolver does.
        answer({ ...record, type: TYPES.CNAME, domain: entry.CNAME });
        const target = zone.get(entry.CNAME);
        if (question.type === TYPES.A)
          for (const address of target?.A ?? []) answer({ ...record, name: entry.CNAME, type: TYPES.A, address });
        if (question.type === TYPES.AAAA)
          for (const address of target?.AAAA ?? []) answer({ ...record, name: entry.CNAME, type: TYPES.AAAA, address });
      } else if (question.type === TYPES.A) {
        for (const address of entry.A ?? []) answer({ ...record, type: TYPES.A, address });
      } else if (question.type === TYPES.AAAA) {
        for (const address of entry.AAAA ?? []) answer({ ...record, type: TYPES.AAAA, address });
      } else if (question.type === TYPES.TXT) {
        for (const data of entry.TXT ?? []) answer({ ...record, type: TYPES.TXT, data });
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port, address: '127.0.0.1' } });
  const bound = (addresses.udp as AddressInfo).port;
  return {
    address: `127.0.0.1:${bound}`,
    zone,
    async stop() {
      await server.close();
    },
  };
}
