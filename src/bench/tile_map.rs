//! [`TileMap`]: values keyed by tile, written in JSON as an object whose
//! keys are tile values as strings (`{"2048": 0.7}`), in ascending order.

use serde::de::{Deserializer, Error as _};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

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

impl<'de, T: Deserialize<'de>> Deserialize<'de> for TileMap<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let raw = BTreeMap::<String, T>::deserialize(deserializer)?;
        let mut pairs = raw
            .into_iter()
            .map(|(key, value)| {
                key.parse::<u32>()
                    .map(|tile| (tile, value))
                    .map_err(|_| D::Error::custom(format!("“{key}” is not a tile")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        pairs.sort_by_key(|(tile, _)| *tile);
        Ok(TileMap(pairs))
    }
}
