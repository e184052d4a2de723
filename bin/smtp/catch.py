"""The SMTP server that catches the local sites' mail (started by bin/lib/smtp.mjs; Debian's python3-aiosmtpd).

Listens on 127.0.0.1 only, accepts every message without authentication and stores each in the mail folder as
<n>.eml (the message as received) and <n>.json (what tests read: recipients, sender, subject, headers, text and HTML
bodies, attachments), n counting up in arrival order. Both files are written under a temporary name and renamed, the
JSON last, so a reader that lists *.json never sees half a message.

    python3 bin/smtp/catch.py --port 2525 --dir .wp/dev-wp7.1-mail
"""

import argparse
import base64
import json
import os
import re
import signal
import sys
import threading
from email import policy
from email.parser import BytesParser

from aiosmtpd.controller import Controller

NUMBERED = re.compile(r'^(\d+)\.(?:eml|json)$')


def next_number(folder):
    """One more than the highest number in the folder (1 when empty, e.g. after a test cleared it)."""
    highest = 0
    for name in os.listdir(folder):
        match = NUMBERED.match(name)
        if match:
            highest = max(highest, int(match.group(1)))
    return highest + 1


def write_atomically(path, data):
    """Writes a file under a hidden temporary name, then renames it into place."""
    folder, name = os.path.split(path)
    temporary = os.path.join(folder, '.' + name + '.tmp')
    with open(temporary, 'wb') as handle:
        handle.write(data)
    os.replace(temporary, path)


def text_of(part):
    """A text part's content as a string, whatever its declared charset."""
    try:
        return part.get_content()
    except (LookupError, UnicodeError):
        payload = part.get_payload(decode=True) or b''
        return payload.decode('utf-8', errors='replace')


def summary(raw, envelope, number):
    """What the JSON file holds about a message."""
    # SMTP carries CRLF line ends; the bodies read better (and compare simply) with LF.
    message = BytesParser(policy=policy.default).parsebytes(raw.replace(b'\r\n', b'\n'))
    headers = {}
    for name, value in message.items():
        headers.setdefault(name.lower(), []).append(str(value))
    text_part = message.get_body(preferencelist=('plain',))
    html_part = message.get_body(preferencelist=('html',))
    bodies = [part for part in (text_part, html_part) if part is not None]
    attachments = []
    for part in message.walk():
        if part.is_multipart() or any(part is body for body in bodies):
            continue
        content_id = part.get('content-id')
        attachments.append({
            'filename': part.get_filename(),
            'contentType': part.get_content_type(),
            'cid': str(content_id).strip().strip('<>') if content_id else None,
            'base64': base64.b64encode(part.get_payload(decode=True) or b'').decode('ascii'),
        })
    return {
        'n': number,
        # The envelope's recipients: every address the message was delivered to (To, Cc and Bcc).
        'to': list(envelope.rcpt_tos),
        'from': str(message['from'] or envelope.mail_from or ''),
        'envelopeFrom': envelope.mail_from,
        'subject': str(message['subject'] or ''),
        'headers': headers,
        'text': text_of(text_part) if text_part is not None else None,
        'html': text_of(html_part) if html_part is not None else None,
        'attachments': attachments,
    }


class Catcher:
    """aiosmtpd handler: stores every message it is given."""

    def __init__(self, folder):
        self.folder = folder

    async def handle_DATA(self, server, session, envelope):
        raw = envelope.original_content or envelope.content
        os.makedirs(self.folder, exist_ok=True)
        number = next_number(self.folder)
        try:
            parsed = summary(raw, envelope, number)
        except Exception as error:  # A message Python cannot read is still kept, with the reason.
            parsed = {'n': number, 'to': list(envelope.rcpt_tos), 'from': envelope.mail_from, 'subject': '',
                      'headers': {}, 'text': None, 'html': None, 'attachments': [], 'error': repr(error)}
        write_atomically(os.path.join(self.folder, '%d.eml' % number), raw)
        write_atomically(os.path.join(self.folder, '%d.json' % number),
                         json.dumps(parsed, ensure_ascii=False, indent=1).encode('utf-8'))
        print('%d: %s -> %s: %s' % (number, envelope.mail_from, ', '.join(envelope.rcpt_tos), parsed['subject']),
              flush=True)
        return '250 Stored as %d' % number


def main():
    parser = argparse.ArgumentParser(description='Catches mail on 127.0.0.1 into a folder.')
    parser.add_argument('--port', type=int, required=True)
    parser.add_argument('--dir', required=True)
    options = parser.parse_args()
    folder = os.path.abspath(options.dir)
    os.makedirs(folder, exist_ok=True)

    controller = Controller(
        Catcher(folder),
        hostname='127.0.0.1',
        port=options.port,
        ready_timeout=15,
        enable_SMTPUTF8=True,
        data_size_limit=64 * 1024 * 1024,
    )
    controller.start()
    print('Catching mail on 127.0.0.1:%d into %s' % (options.port, folder), flush=True)

    done = threading.Event()
    for signal_number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signal_number, lambda *_: done.set())
    done.wait()
    controller.stop()
    return 0


if __name__ == '__main__':
    sys.exit(main())
