//! [`TileMap`]: values keyed by tile, written in JSON as an object whose
//! keys are tile values as strings (`{"2048": 0.7}`), in ascending order.

use super::order::sort_by_key;
use crate::decimal;
use serde::de::{Deserializer, Error as _, MapAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use std::fmt;
use std::marker::PhantomData;

/// Pairs of (tile, value), ascending by tile.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TileMap<T>(pub Vec<(u32, T)>);

impl<T> TileMap<T> {
    pub fn get(&self, tile: u32) -> Option<&T> {
        self.0.iter().find(|(t, _)| *t == tile).map(|(_, v)| v)
    }
}

impl<T: Serialize> Serialize for TileMap<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (tile, value) in &self.0 {
            map.serialize_entry(&tile.to_string(), value)?;
        }
        map.end()
    }
}

// Read straight into pairs: a map type in between would put its own code
// into the page once per value type.
impl<'de, T: Deserialize<'de>> Deserialize<'de> for TileMap<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut pairs = deserializer.deserialize_map(Pairs(PhantomData))?;
        sort_by_key(&mut pairs, |(tile, _)| u64::from(*tile));
        if let Some(twice) = pairs.windows(2).find(|w| w[0].0 == w[1].0) {
            return Err(D::Error::custom(format!("tile {} appears twice", twice[0].0)));
        }
        Ok(TileMap(pairs))
    }
}

/// A map of numbers, read to the bit (see [`crate::decimal`]).
pub fn floats<'de, D: Deserializer<'de>>(deserializer: D) -> Result<TileMap<f64>, D::Error> {
    let raws = TileMap::<&RawValue>::deserialize(deserializer)?;
    raws.0.into_iter().map(|(tile, raw)| Ok((tile, decimal::read(raw)?))).collect::<Result<_, _>>().map(TileMap)
}

/// A map of pairs of numbers, read to the bit.
pub fn float_pairs<'de, D: Deserializer<'de>>(deserializer: D) -> Result<TileMap<[f64; 2]>, D::Error> {
    let raws = TileMap::<[&RawValue; 2]>::deserialize(deserializer)?;
    let pair = |[low, high]: [&RawValue; 2]| Ok::<_, D::Error>([decimal::read(low)?, decimal::read(high)?]);
    raws.0.into_iter().map(|(tile, raws)| Ok((tile, pair(raws)?))).collect::<Result<_, _>>().map(TileMap)
}

struct Pairs<T>(PhantomData<T>);

impl<'de, T: Deserialize<'de>> Visitor<'de> for Pairs<T> {
    type Value = Vec<(u32, T)>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object keyed by tile")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut pairs = Vec::new();
        while let Some((key, value)) = map.next_entry::<String, T>()? {
            let tile = key.parse::<u32>().map_err(|_| A::Error::custom(format!("“{key}” is not a tile")))?;
            pairs.push((tile, value));
        }
        Ok(pairs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_tiles_in_any_order_and_writes_them_ascending() {
        let map: TileMap<f64> = serde_json::from_str(r#"{"4096": 0.3, "1024": 1.0, "2048": 0.7}"#).unwrap();
        assert_eq!(map, TileMap(vec![(1024, 1.0), (2048, 0.7), (4096, 0.3)]));
        assert_eq!(map.get(2048), Some(&0.7));
        assert_eq!(map.get(8192), None);
        assert_eq!(serde_json::to_string(&map).unwrap(), r#"{"1024":1.0,"2048":0.7,"4096":0.3}"#);
        let empty: TileMap<usize> = serde_json::from_str("{}").unwrap();
        assert_eq!(empty, TileMap(vec![]));
    }

    #[test]
    fn refuses_what_is_not_a_map_of_tiles() {
        let not_a_tile = serde_json::from_str::<TileMap<f64>>(r#"{"2048": 0.7, "big": 0.1}"#).unwrap_err();
        assert!(not_a_tile.to_string().contains("“big” is not a tile"), "{not_a_tile}");
        let twice = serde_json::from_str::<TileMap<usize>>(r#"{"2048": 3, "512": 1, "2048": 4}"#).unwrap_err();
        assert!(twice.to_string().contains("tile 2048 appears twice"), "{twice}");
        let wrong_value = serde_json::from_str::<TileMap<[f64; 2]>>(r#"{"2048": 0.7}"#).unwrap_err();
        assert!(wrong_value.is_data(), "{wrong_value}");
        assert!(serde_json::from_str::<TileMap<f64>>("[1, 2]").is_err());
    }
}
