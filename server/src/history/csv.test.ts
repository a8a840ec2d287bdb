import { amountCell, BOM, csvFileName, csvHeader, csvLine, textCell, timeCell } from './csv';

describe('csv cells', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tleading tab', "'\tleading tab"],
    ['\r=cmd', `"'\r=cmd"`],
    ['Silk Fortune', 'Silk Fortune'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['Oʻyin — Игра', 'Oʻyin — Игра'],
  ])('makes %j inert and well-formed', (value, cell) => {
    expect(textCell(value)).toBe(cell);
  });

  it('writes amounts in major units with two decimals', () => {
    expect(amountCell(0)).toBe('0.00');
    expect(amountCell(5)).toBe('0.05');
    expect(amountCell(12345)).toBe('123.45');
    expect(amountCell(-250)).toBe('-2.50');
    expect(amountCell(-5)).toBe('-0.05');
  });

  it('writes times in the player offset with the offset shown', () => {
    const at = new Date('2025-03-01T20:30:05Z');
    expect(timeCell(at, 300)).toBe('2025-03-02 01:30:05 +05:00');
    expect(timeCell(at, 0)).toBe('2025-03-01 20:30:05 +00:00');
    expect(timeCell(at, -210)).toBe('2025-03-01 17:00:05 -03:30');
  });
});

describe('csv lines', () => {
  it('has a header in the player language and a byte order mark to put before it', () => {
    expect(BOM).toBe('\uFEFF');
    expect(csvHeader('ru').startsWith('Дата и время,Тип,Игра')).toBe(true);
    expect(csvHeader('uz').endsWith('Valyuta\r\n')).toBe(true);
  });

  it('writes one entry with amounts beside their currency and a hostile game name made inert', () => {
    const line = csvLine(
      {
        kind: 'round',
        created_at: new Date('2025-03-01T10:00:00Z'),
        game: '=cmd|"/c calc"!A1',
        round_key: 'round-1',
        money: 'bonus',
        status: 'settled',
        bet: 150,
        win: 0,
        currency: 'USD',
      },
      'uz',
      300,
    );
    expect(line).toBe(`2025-03-01 15:00:00 +05:00,Kazino raundi,"'=cmd|""/c calc""!A1",round-1,Bonus,Yakunlangan,1.50,0.00,-1.50,USD\r\n`);
  });

  it('names the file after the period in the player time', () => {
    expect(csvFileName(new Date('2025-02-28T19:00:00Z'), new Date('2025-03-31T18:59:59Z'), 300)).toBe('bets-2025-03-01-2025-03-31.csv');
  });
});
