// The request generator of `npm run fuzz`: request i of a run depends only on (seed, i), so any one request can be
// replayed alone (FUZZ_SEED=… FUZZ_ONLY=i). Values are hostile on purpose: wrong types, huge and negative numbers,
// unicode, control characters, valid and broken %-escapes, path traversal, repeated and missing parameters,
// oversized bodies, wrong content types and malformed JSON.

/** A 32-bit PRNG (mulberry32): small, fast and the same on every machine. */
export function prng(seed) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    /** Picks by weight from `[[weight, value], …]`. */
    weighted: (entries) => {
      let roll = next() * entries.reduce((sum, [w]) => sum + w, 0)
      for (const [w, value] of entries) if ((roll -= w) < 0) return value
      return entries.at(-1)[1]
    },
  }
  return rng
}

/** The seed of request `index` of a run: one splitmix32 step over (seed, index), so requests are independent. */
export function requestSeed(seed, index) {
  let z = (seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
  return (z ^ (z >>> 16)) >>> 0
}

// Raw pieces: inserted into a URL as they are (not encoded), so broken escapes and traversal reach the server.
const RAW_URL_PIECES = [
  '%', '%%', '%E0%A4%A', '%zz', '%00', '%0a', '%0d%0a', '%2e%2e%2f', '%2e%2e/', '..%2f', '%252e%252e%252f', '%c0%ae%c0%ae/', '%ff%fe',
  '%2F', '%5C', '%u0041', '%ED%A0%80', '%F0%9F%8D%B5', '%e2%80%ae', '..', '../', '../../etc/passwd', '....//', '..\\', '.%2e/', '%2e',
  ';', ';jsessionid=1', '#frag', '?', '&', '=', '+', '*', '~', "'", '"', '<', '>', '`', '{', '}', '|', '^', '[', ']', '@', '$', '!',
]

const NUMBERS = [
  '-1', '0', '-0', '1', '2', '1.5', '1e3', '1e309', '-1e309', '99999999999999999999', '9007199254740993', '-9999999999', '2147483648',
  '4294967296', '0x10', '0b1', '0o7', '1_000', ' 7 ', '+1', '07', '١٢', '１２', 'NaN', 'Infinity', '-Infinity', 'null', 'undefined',
  'true', 'false', '[]', '{}', '[1]', '1,2', '1;2', '12abc', 'abc', '',
]

const TEXTS = [
  'tea', 'Tea', 'TEA', 'green-tea', 'black-tea', 'ceylon', 'ü', 'Dalumara', 'Earl Grey', 'İstanbul', 'straße', 'ß', '🍵', '🍵🫖☕',
  '👩🏽‍🌾', 'é', 'é', 'ｔｅａ', 'تاي', 'चाय', '茶', '\u202etea', 'te\u200ba', '\ufeff', '\u0000', '\u0001', '\u0007', '\u001b[31m', '\r\n',
  '\t', '\u007f', '\u0085', '\u2028', '\ud800', '\udfff', '\uffff', "' OR '1'='1", '1; DROP TABLE pages; --', '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>', '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  '%s%s%s%n', '*', '%', '_', '\\', '/', '//', '.', '..', '../../etc/passwd', '..\\..\\windows\\win.ini', 'file:///etc/passwd',
  'http://169.254.169.254/', 'javascript:alert(1)', 'null', 'undefined', ' ', '   ', '', 'a b', 'a+b', 'a&b=c', '#', '?x=1',
]

/** A hostile or ordinary string value. `vocabulary` holds real values (slugs, enum members) so some requests pass validation. */
export function value(rng, vocabulary = []) {
  return rng.weighted([
    [vocabulary.length ? 30 : 0, () => rng.pick(vocabulary)],
    [18, () => rng.pick(NUMBERS)],
    [22, () => rng.pick(TEXTS)],
    [6, () => longValue(rng)],
    [6, () => mix(rng, vocabulary)],
    [4, () => String(rng.int(-1000, 100000))],
    [3, () => randomUnicode(rng, rng.int(1, 40))],
  ])()
}

function longValue(rng) {
  const unit = rng.pick(['a', '9', '🍵', 'é', '%', '-', 'ab-', ' '])
  return unit.repeat(rng.pick([201, 256, 1001, 2000, 4000]))
}

function mix(rng, vocabulary) {
  const base = vocabulary.length ? rng.pick(vocabulary) : rng.pick(TEXTS)
  return rng.weighted([
    [1, () => base.toUpperCase()],
    [1, () => `${base}${rng.pick(TEXTS)}`],
    [1, () => ` ${base} `],
    [1, () => base.split('').reverse().join('')],
    [1, () => `${base}\u0000`],
    [1, () => `${base}--${base}`],
  ])()
}

function randomUnicode(rng, length) {
  let out = ''
  for (let i = 0; i < length; i++) {
    const plane = rng.weighted([[6, 0x7f], [3, 0x7ff], [3, 0xffff], [1, 0x10ffff]])
    const code = rng.int(0, plane)
    // Lone surrogates are kept: they are what a broken client sends.
    out += String.fromCodePoint(code)
  }
  return out
}

/** Encodes a value for a URL the way a client might: properly, not at all (raw, Latin-1 bytes as is), twice, or with raw pieces. */
function urlPart(rng, text) {
  return rng.weighted([
    [10, () => encodeLoose(text)],
    [3, () => rawLatin1(text)],
    [2, () => encodeLoose(encodeLoose(text))],
    [4, () => `${encodeLoose(text)}${rng.pick(RAW_URL_PIECES)}`],
    [3, () => rng.pick(RAW_URL_PIECES)],
  ])()
}

/** encodeURIComponent, but a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
function encodeLoose(text) {
  let out = ''
  for (const char of text) {
    try {
      out += encodeURIComponent(char)
    } catch {
      const code = char.charCodeAt(0)
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase()
    }
  }
  return out
}

/** Characters a raw HTTP path may carry (Node refuses controls, space and beyond Latin-1): those get escaped, the rest stays raw. */
function rawLatin1(text) {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0)
    out += code > 0x20 && code <= 0xff && code !== 0x7f && char !== '#' ? char : encodeLoose(char)
  }
  return out
}

/** A query string over `names` (the route's own parameters, sometimes others): values hostile, names repeated, dropped, bracketed. */
export function queryString(rng, names, vocabulary) {
  const parts = []
  const chosen = names.filter(() => rng.chance(0.55))
  if (rng.chance(0.15)) chosen.push(rng.pick(['page', 'size', 'lang', 'country', 'keyword', 'x', '__proto__', 'constructor', 'q', 'where[id][equals]', 'page[]', 'a'.repeat(300), '']))
  for (const name of chosen) {
    const times = rng.chance(0.1) ? rng.int(2, 4) : 1
    for (let t = 0; t < times; t++) {
      const key = rng.chance(0.05) ? `${name}[]` : rng.chance(0.03) ? name.toUpperCase() : name
      if (rng.chance(0.04)) parts.push(urlPart(rng, key))
      else if (rng.chance(0.05)) parts.push(`${urlPart(rng, key)}=`)
      else parts.push(`${urlPart(rng, key)}=${urlPart(rng, value(rng, vocabulary(name)))}`)
    }
  }
  if (rng.chance(0.03)) parts.push('&&&')
  return parts.length ? `?${parts.join('&')}` : rng.chance(0.05) ? '?' : ''
}

/** A path segment for a dynamic route parameter: a real name, a hostile value, or traversal. */
export function segment(rng, names) {
  return rng.weighted([
    [35, () => encodeLoose(rng.pick(names.length ? names : ['tea']))],
    [35, () => urlPart(rng, value(rng, names))],
    [10, () => rng.pick(['..', '../..', '..%2f..%2fetc%2fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%2e%2e', '.', '%2f', '%5c..%5c', 'a%2fb', '%252e%252e', '....', '%00', '%20'])],
    [10, () => `${encodeLoose(rng.pick(names.length ? names : ['tea']))}/${rng.pick(['', '..', 'x', '%2e%2e', '../..'])}`],
    [10, () => String(rng.pick([-1, 0, 1, 2, 99999999999, 1.5, 'NaN', '1e9', '0x1', '00001']))],
  ])()
}

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'application/JSON', 'text/json', 'text/plain',
  'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/xml', 'application/octet-stream',
  'application/graphql', 'image/png', '*/*', 'json', ';;;', 'application/json; boundary=x', `application/${'x'.repeat(2000)}`,
]

/** A body of no particular form: malformed JSON, other formats, binary, empty, oversized. */
export function strayBody(rng) {
  return rng.weighted([
    [6, () => rng.pick(['{', '}', '{"a":', '{"a":1,}', "{'a':1}", 'null', 'true', '0', '"x"', '[]', '[{}]', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}', 'NaN', '{"a":NaN}', '{"a":1e999}', '\ufeff{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}'])],
    [3, () => nested(rng.int(50, 5000))],
    [3, () => 'a=1&b=2&data[email]=x%40example.com'],
    [2, () => '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
    [3, () => Buffer.from(Array.from({ length: rng.int(1, 512) }, () => rng.int(0, 255)))],
    [2, () => ''],
    [4, () => oversized(rng)],
  ])()
}

/** Deeply nested JSON, as text (JSON.stringify itself would run out of stack). */
function nested(depth) {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

/** A body past every public limit: 16 KB JSON forms, 5 MB CV uploads. Mostly a little over, sometimes far over. */
export function oversized(rng, fill = 'x') {
  const size = rng.weighted([[8, rng.int(16 * 1024 + 1, 64 * 1024)], [3, rng.int(64 * 1024, 512 * 1024)], [1, rng.int(1024 * 1024, 3 * 1024 * 1024)]])
  return `{"data":{"email":"${fill.repeat(size)}@example.com"}}`
}

/** A JSON object from a template, each field mutated now and then into another type, a hostile string, or removed. */
export function jsonBody(rng, template, vocabulary) {
  const mutate = (key, original) =>
    rng.weighted([
      [10, () => original],
      [4, () => value(rng, vocabulary(key))],
      [2, () => rng.pick([null, 0, -1, 1e309, true, false, [], {}, [original], { value: original }, 99999999999999999999, Number.NaN])],
      [1, () => undefined],
    ])()
  const walk = (node) => {
    if (node === null || typeof node !== 'object') return node
    const out = {}
    for (const [key, original] of Object.entries(node)) {
      const next = typeof original === 'object' && original !== null ? (rng.chance(0.85) ? walk(original) : mutate(key, original)) : mutate(key, original)
      if (next !== undefined) out[key] = next
    }
    if (rng.chance(0.05)) out[rng.pick(['__proto__', 'constructor', 'extra', 'id', 'createdAt', 'role'])] = rng.pick([{ polluted: true }, 'x', 1, 'admin'])
    return out
  }
  return rng.chance(0.9) ? JSON.stringify(walk(template)) : rng.pick(['[', JSON.stringify([template]), JSON.stringify(JSON.stringify(template)), JSON.stringify(template).slice(0, -1)])
}

/** A multipart body by hand, so it can also be broken: a wrong boundary, a truncated end, a missing header. */
export function multipartBody(rng, fields, file) {
  const boundary = `----fuzz${rng.int(0, 1e9)}`
  const chunks = []
  for (const [name, text] of Object.entries(fields)) {
    if (rng.chance(0.05)) continue
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${rng.chance(0.03) ? value(rng) : name}"\r\n\r\n${text}\r\n`))
  }
  if (file) {
    const filename = rng.weighted([[6, 'cv.pdf'], [1, '../../etc/passwd'], [1, 'cv.pdf\u0000.exe'], [1, '🍵.docx'], [1, 'a'.repeat(500) + '.pdf'], [1, '']])
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${filename}"\r\nContent-Type: ${rng.pick(['application/pdf', 'text/html', 'application/octet-stream', 'application/msword'])}\r\n\r\n`))
    chunks.push(file, Buffer.from('\r\n'))
  }
  const end = rng.weighted([[12, `--${boundary}--\r\n`], [1, ''], [1, `--${boundary}`], [1, '--wrong--\r\n']])
  chunks.push(Buffer.from(end))
  const type = rng.weighted([[14, `multipart/form-data; boundary=${boundary}`], [1, 'multipart/form-data'], [1, 'multipart/form-data; boundary=other'], [1, 'application/json']])
  return { body: Buffer.concat(chunks), contentType: type }
}

/** The bytes of a CV upload: a real PDF header, a DOCX (zip) header, random bytes, nothing, or past 5 MB. */
export function cvFile(rng) {
  return rng.weighted([
    [6, () => Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'), Buffer.alloc(rng.int(0, 2048), 32)])],
    [2, () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(rng.int(10, 4096))])],
    [3, () => Buffer.from(Array.from({ length: rng.int(1, 4096) }, () => rng.int(0, 255)))],
    [1, () => Buffer.from('<html><script>alert(1)</script></html>')],
    [1, () => Buffer.alloc(0)],
    [1, () => Buffer.alloc(rng.pick([5 * 1024 * 1024 + 1, 5 * 1024 * 1024 + 70 * 1024]), 0x25)],
  ])()
}

export { CONTENT_TYPES, RAW_URL_PIECES, encodeLoose }
