import { describe, expect, it } from 'vitest';
import { TROUBLE_CODE_PATTERN } from '@fleetcare/shared';
import { SAE_CODE_COUNT, troubleCodeDescription } from './sae-codes.ts';

describe('troubleCodeDescription', () => {
  it('when a common generic code is asked for, then its SAE description comes back', () => {
    expect(troubleCodeDescription('P0301')).toBe('Cylinder 1 Misfire Detected');
    expect(troubleCodeDescription('P0420')).toBe('Catalyst System Efficiency Below Threshold (Bank 1)');
    expect(troubleCodeDescription('P0171')).toBe('System Too Lean (Bank 1)');
    expect(troubleCodeDescription('P0136')).toBe('O2 Sensor Circuit (Bank 1 Sensor 2)');
    expect(troubleCodeDescription('P0157')).toBe('O2 Sensor Circuit Low Voltage (Bank 2 Sensor 2)');
    expect(troubleCodeDescription('P0161')).toBe('O2 Sensor Heater Circuit (Bank 2 Sensor 2)');
    expect(troubleCodeDescription('P0296')).toBe('Cylinder 12 Contribution/Balance');
    expect(troubleCodeDescription('P0362')).toBe('Ignition Coil "L" Primary/Secondary Circuit');
    expect(troubleCodeDescription('P0455')).toBe('Evaporative Emission System Leak Detected (Large Leak)');
    expect(troubleCodeDescription('P0506')).toBe('Idle Air Control System RPM Lower Than Expected');
    expect(troubleCodeDescription('P0562')).toBe('System Voltage Low');
    expect(troubleCodeDescription('P0700')).toBe('Transmission Control System (MIL Request)');
    expect(troubleCodeDescription('P0759')).toBe('Shift Solenoid "B" Intermittent');
    expect(troubleCodeDescription('P2135')).toBe('Throttle/Pedal Position Sensor/Switch "A" / "B" Voltage Correlation');
    expect(troubleCodeDescription('P2335')).toBe('Ignition Coil "L" Secondary Circuit');
    expect(troubleCodeDescription('P2347')).toBe('Cylinder 12 Above Knock Threshold');
    expect(troubleCodeDescription('U0100')).toBe('Lost Communication With ECM/PCM "A"');
    expect(troubleCodeDescription('B0001')).toBe('Driver Frontal Stage 1 Deployment Control');
  });

  it('when the code is written in lower case or with spaces, then it is still found', () => {
    expect(troubleCodeDescription(' p0300 ')).toBe('Random/Multiple Cylinder Misfire Detected');
  });

  it('when the code is maker-specific or unknown, then the description is null, never a guess', () => {
    for (const code of ['P1234', 'P0000', 'B1318', 'C0035', 'U1000', 'P3000', 'nonsense']) {
      expect(troubleCodeDescription(code)).toBeNull();
    }
  });

  it('then the table covers a few hundred generic codes, each a well-formed code', () => {
    expect(SAE_CODE_COUNT).toBeGreaterThan(500);
    for (const code of ['P0001', 'P0199', 'P0299', 'P0394', 'P0499', 'P0573', 'P0699', 'P0799', 'P2610']) {
      expect(code).toMatch(TROUBLE_CODE_PATTERN);
      expect(troubleCodeDescription(code)).not.toBeNull();
    }
  });
});
