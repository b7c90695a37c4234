/**
 * The bench's SMTP server: smtp-server on 127.0.0.1, in a process of its own (so that it does not
 * share a thread with the worker it measures), accepting every message without parsing it. Prints
 * its port once listening.
 */
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => callback());
  },
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
