//! dag_sg_chips: the strategy.

use crate::problems::dag_sg_chips::Board;

/// A position for `--explain` and `--play`: the board and the chips'
/// nodes, sorted (chips on one node are alike).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chips {
    /// The graph and its Grundy values, shared by every position.
    pub board: std::rc::Rc<Board>,
    /// The chips' nodes, sorted.
    pub chips: Vec<u32>,
}

/// The game for `--explain` and `--play`; a move is typed `x y`: slide a
/// chip from node x to node y.
pub struct DagChips;

impl crate::strategy::Strategy for DagChips {
    type Position = Chips;

    type Move = (usize, usize);

    fn moves(&self, p: &Chips) -> Vec<(usize, usize)> {
        let mut nodes = p.chips.clone();
        nodes.dedup();
        let mut out = Vec::new();
        for x in nodes {
            let mut ys = p.board.successors(x as usize).to_vec();
            ys.sort_unstable();
            ys.dedup();
            out.extend(ys.into_iter().map(|y| (x as usize, y as usize)));
        }
        out
    }

    fn some_move(&self, p: &Chips) -> Option<(usize, usize)> {
        p.chips.iter().find_map(|&x| {
            let y = p.board.successors(x as usize).first()?;
            Some((x as usize, *y as usize))
        })
    }

    fn apply(&self, p: &Chips, &(x, y): &(usize, usize)) -> Chips {
        let mut chips = p.chips.clone();
        let i = chips.binary_search(&(x as u32)).expect("a chip on x");
        chips.remove(i);
        let j = chips.partition_point(|&c| c < y as u32);
        chips.insert(j, y as u32);
        Chips {
            board: p.board.clone(),
            chips,
        }
    }

    fn winning_move(&self, p: &Chips) -> Option<(usize, usize)> {
        p.board.winning_move(&p.chips)
    }

    fn notation(&self) -> &'static str {
        "`x y`: slide a chip from node x to node y"
    }

    fn parse_move(&self, p: &Chips, text: &str) -> std::result::Result<(usize, usize), String> {
        let nums = crate::strategy::numbers::<usize>(text, "a node number")?;
        let &[x, y] = nums.as_slice() else {
            return Err("type two node numbers: where the chip is and where it goes".to_string());
        };
        let n = p.board.value.len();
        for v in [x, y] {
            if v == 0 || v > n {
                return Err(format!("there is no node {v}: the nodes are 1 to {n}"));
            }
        }
        if p.chips.binary_search(&(x as u32 - 1)).is_err() {
            return Err(format!("no chip is on node {x}"));
        }
        if !p.board.successors(x - 1).contains(&(y as u32 - 1)) {
            return Err(format!("there is no edge from node {x} to node {y}"));
        }
        Ok((x - 1, y - 1))
    }

    fn show_move(&self, _: &Chips, &(x, y): &(usize, usize)) -> String {
        format!("{} {}", x + 1, y + 1)
    }
}
